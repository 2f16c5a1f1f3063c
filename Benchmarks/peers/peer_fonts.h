/*
 * peer_fonts.h: what the Pango peers share (pango_peer.c, pango_render.c): a fontconfig set-up
 * of one font file and none of the system's fonts, and the pattern hook that turns hinting off.
 */
#ifndef PEER_FONTS_H
#define PEER_FONTS_H
#include <fontconfig/fontconfig.h>
#include <glib.h>
#include <stdio.h>
#include <stdlib.h>

/* Every font pattern unhinted, as our engine draws. */
static void unhinted(FcPattern *pattern, gpointer data) {
  (void)data;
  FcPatternDel(pattern, FC_HINTING);
  FcPatternAddBool(pattern, FC_HINTING, FcFalse);
  FcPatternDel(pattern, FC_HINT_STYLE);
  FcPatternAddInteger(pattern, FC_HINT_STYLE, FC_HINT_NONE);
}

/* A fontconfig configuration holding only `font_file`; its family in *family. Exits on failure. */
static FcConfig *one_font_config(const char *font_file, FcChar8 **family) {
  FcInit();
  FcConfig *config = FcConfigCreate();
  if (!FcConfigAppFontAddFile(config, (const FcChar8 *)font_file)) { fprintf(stderr, "cannot add %s\n", font_file); exit(1); }
  FcConfigBuildFonts(config);
  FcFontSet *set = FcConfigGetFonts(config, FcSetApplication);
  if (!set || set->nfont == 0 || FcPatternGetString(set->fonts[0], FC_FAMILY, 0, family) != FcResultMatch) {
    fprintf(stderr, "no family in %s\n", font_file);
    exit(1);
  }
  return config;
}
#endif
