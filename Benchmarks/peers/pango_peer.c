/*
 * pango_peer.c: times Pango (PangoFT2, FreeType + HarfBuzz underneath, no cairo) on the
 * benchmark corpus, with the same font file and none of the system's fonts, for the side-by-
 * side table of scripts/bench-peers.sh.
 *
 *   pango_peer FONT.ttf SIZE_PX WIDTH_PX CORPUS.txt [ROUNDS]
 *
 * Every line of CORPUS is a paragraph. Prints one JSON object: µs per paragraph for a cold
 * measure (a new PangoLayout: itemize, shape, break, wrap, extents) and for a re-wrap (an
 * existing layout given a new width, then its extents), each the best of ROUNDS passes
 * (default 3). Hinting is off and glyph positions are not rounded, as in our engine.
 */
#define _POSIX_C_SOURCE 200809L
#include <pango/pangoft2.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "peer_fonts.h"

static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec + ts.tv_nsec * 1e-9;
}

static PangoLayout *layout_at(PangoContext *context, PangoFontDescription *font, const char *text, int width) {
  PangoLayout *layout = pango_layout_new(context);
  pango_layout_set_font_description(layout, font);
  pango_layout_set_wrap(layout, PANGO_WRAP_WORD);
  pango_layout_set_width(layout, width);
  pango_layout_set_text(layout, text, -1);
  return layout;
}

int main(int argc, char **argv) {
  if (argc < 5) {
    fprintf(stderr, "usage: pango_peer FONT.ttf SIZE_PX WIDTH_PX CORPUS.txt [ROUNDS]\n");
    return 2;
  }
  const char *font_file = argv[1];
  double size = atof(argv[2]), width = atof(argv[3]);
  int rounds = argc > 5 ? atoi(argv[5]) : 3;
  FILE *f = fopen(argv[4], "rb");
  if (!f) { perror(argv[4]); return 1; }
  GPtrArray *paragraphs = g_ptr_array_new();
  char *line = NULL;
  size_t capacity = 0;
  ssize_t n;
  while ((n = getline(&line, &capacity, f)) > 0) {
    while (n > 0 && (line[n - 1] == '\n' || line[n - 1] == '\r')) line[--n] = 0;
    if (n > 0) g_ptr_array_add(paragraphs, g_strdup(line));
  }
  fclose(f);
  int count = paragraphs->len;
  if (count == 0) { fprintf(stderr, "no paragraphs in %s\n", argv[4]); return 1; }

  /* A fontconfig set-up of our one file only. */
  FcChar8 *family = NULL;
  FcConfig *config = one_font_config(font_file, &family);
  PangoFontMap *map = pango_ft2_font_map_new();
  pango_ft2_font_map_set_resolution(PANGO_FT2_FONT_MAP(map), 72, 72);
  pango_fc_font_map_set_config(PANGO_FC_FONT_MAP(map), config);
  pango_fc_font_map_set_default_substitute(PANGO_FC_FONT_MAP(map), unhinted, NULL, NULL);
  PangoContext *context = pango_font_map_create_context(map);
  pango_context_set_round_glyph_positions(context, FALSE);
  pango_context_set_language(context, pango_language_from_string("en"));
  PangoFontDescription *font = pango_font_description_new();
  pango_font_description_set_family(font, (const char *)family);
  pango_font_description_set_absolute_size(font, size * PANGO_SCALE);

  int w0 = (int)(width * PANGO_SCALE + 0.5);
  long sink = 0;
  double best_cold = 1e300, best_rewrap = 1e300;
  PangoLayout **layouts = g_new(PangoLayout *, count);
  for (int round = 0; round <= rounds; round++) {  /* round 0 warms caches, untimed */
    double t = now();
    for (int p = 0; p < count; p++) {
      PangoLayout *layout = layout_at(context, font, paragraphs->pdata[p], w0);
      PangoRectangle extents;
      pango_layout_get_extents(layout, NULL, &extents);
      sink += pango_layout_get_line_count(layout);
      if (round == rounds) layouts[p] = layout; else g_object_unref(layout);
    }
    double cold = now() - t;
    if (round > 0 && cold < best_cold) best_cold = cold;
  }
  for (int round = 1; round <= rounds; round++) {
    int w = w0 - (20 + round) * PANGO_SCALE;
    double t = now();
    for (int p = 0; p < count; p++) {
      PangoRectangle extents;
      pango_layout_set_width(layouts[p], w);
      pango_layout_get_extents(layouts[p], NULL, &extents);
      sink += pango_layout_get_line_count(layouts[p]);
    }
    double rewrap = now() - t;
    if (rewrap < best_rewrap) best_rewrap = rewrap;
  }
  printf("{\"engine\":\"Pango %s\",\"paragraphs\":%d,\"cold_us\":%.3f,\"rewrap_us\":%.3f,\"sink\":%ld}\n",
         pango_version_string(), count, best_cold * 1e6 / count, best_rewrap * 1e6 / count, sink);
  return 0;
}
