#include <cairo.h>
#include <cairo-pdf.h>
#include <cairo-svg.h>

/* cairo-ft.h includes FreeType's headers, and a second module including them takes their
 * declarations away from CFreeType for Swift (FT_GLYPH_FORMAT_OUTLINE is then not found in
 * files that import CFreeType alone). So the one cairo-ft function used is declared here as
 * cairo-ft.h declares it, with FreeType's face as the struct FT_Face points to (Swift matches
 * it to CFreeType's FT_FaceRec_). */
struct FT_FaceRec_;
cairo_public cairo_font_face_t *
cairo_ft_font_face_create_for_ft_face (struct FT_FaceRec_ *face, int load_flags);
