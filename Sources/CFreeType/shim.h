#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_TRUETYPE_TABLES_H
#include FT_MULTIPLE_MASTERS_H
#include FT_SFNT_NAMES_H
#include FT_BITMAP_H
#include FT_OUTLINE_H

/* FreeType's own error names, generated from its error list (fterrdef.h) with the macros
 * fterrors.h documents for building a table. FT_Error_String is compiled out of Debian's
 * FreeType, so this is how messages get the C error name, e.g. "FT_Err_Unknown_File_Format".
 * Returns NULL for a code FreeType does not define. */
#undef FTERRORS_H_
#undef FT_ERR_PREFIX
#define FT_ERR_PREFIX FT_Err_
#define TM_FT_STRINGIZE_( x ) #x
#define TM_FT_STRINGIZE( x ) TM_FT_STRINGIZE_( x )
#define FT_ERRORDEF( e, v, s )  case v: return TM_FT_STRINGIZE( e );
#define FT_ERROR_START_LIST     static inline const char *tm_ft_error_name(int code) { switch (code) {
#define FT_ERROR_END_LIST       default: return 0; } }
#include FT_ERRORS_H
