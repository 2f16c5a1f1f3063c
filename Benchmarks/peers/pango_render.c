/*
 * pango_render.c: the whole render job through PangoCairo (Pango layout on cairo's FreeType
 * fonts, with the same font file and none of the system's fonts), for the render and PDF rows
 * of scripts/bench-peers.sh.
 *
 *   pango_render png FONT.ttf SIZE_PT WIDTH_PT SCALE TEXT.txt OUT.png [COUNT]
 *   pango_render pdf FONT.ttf SIZE_PT PAGE_W_PT PAGE_H_PT MARGIN_PT TEXT.txt OUT.pdf [COUNT]
 *
 * png: lays TEXT (its lines are paragraphs) out at WIDTH points, draws it black on white on a
 * cairo image surface of ceil(extent × SCALE) pixels and writes it with
 * cairo_surface_write_to_png. pdf: lays TEXT out at the page width less two margins and flows
 * its lines onto white pages of a cairo PDF surface, a new page when the next line would pass the
 * bottom margin. Without COUNT the job runs once, silently; with a COUNT it runs once untimed,
 * then COUNT times, and one JSON object is printed: jobs per second of wall and of CPU time. Every job starts from the text: a new
 * layout, a new surface, a new file. Hinting is off and glyph positions are not rounded.
 */
#define _POSIX_C_SOURCE 200809L
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <cairo-pdf.h>
#include <fontconfig/fontconfig.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "peer_fonts.h"

static double clock_seconds(clockid_t clock) {
  struct timespec ts;
  clock_gettime(clock, &ts);
  return ts.tv_sec + ts.tv_nsec * 1e-9;
}

static char *read_text(const char *path) {
  FILE *f = fopen(path, "rb");
  if (!f) { perror(path); exit(1); }
  GString *s = g_string_new(NULL);
  char buffer[65536];
  size_t n;
  while ((n = fread(buffer, 1, sizeof buffer, f)) > 0) g_string_append_len(s, buffer, n);
  fclose(f);
  while (s->len > 0 && (s->str[s->len - 1] == '\n' || s->str[s->len - 1] == '\r')) g_string_truncate(s, s->len - 1);
  return g_string_free(s, FALSE);
}

static PangoContext *make_context(const char *font_file, double size, PangoFontDescription **font) {
  FcChar8 *family = NULL;
  FcConfig *config = one_font_config(font_file, &family);
  PangoFontMap *map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT);
  pango_cairo_font_map_set_resolution(PANGO_CAIRO_FONT_MAP(map), 72);
  pango_fc_font_map_set_config(PANGO_FC_FONT_MAP(map), config);
  pango_fc_font_map_set_default_substitute(PANGO_FC_FONT_MAP(map), unhinted, NULL, NULL);
  PangoContext *context = pango_font_map_create_context(map);
  cairo_font_options_t *options = cairo_font_options_create();
  cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE);
  cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
  cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY);
  pango_cairo_context_set_font_options(context, options);
  cairo_font_options_destroy(options);
  pango_context_set_round_glyph_positions(context, FALSE);
  pango_context_set_language(context, pango_language_from_string("en"));
  *font = pango_font_description_new();
  pango_font_description_set_family(*font, (const char *)family);
  pango_font_description_set_absolute_size(*font, size * PANGO_SCALE);
  return context;
}

static PangoLayout *layout_at(PangoContext *context, PangoFontDescription *font, const char *text, double width) {
  PangoLayout *layout = pango_layout_new(context);
  pango_layout_set_font_description(layout, font);
  pango_layout_set_wrap(layout, PANGO_WRAP_WORD);
  pango_layout_set_width(layout, (int)(width * PANGO_SCALE + 0.5));
  pango_layout_set_text(layout, text, -1);
  return layout;
}

/* One PNG: layout, surface, draw, write. Returns the layout's line count. */
static int render_png(PangoContext *context, PangoFontDescription *font, const char *text, double width,
                      double scale, const char *out) {
  PangoLayout *layout = layout_at(context, font, text, width);
  PangoRectangle extents;
  pango_layout_get_extents(layout, NULL, &extents);
  int w = (int)ceil((double)(extents.x + extents.width) / PANGO_SCALE * scale - 1e-6);
  int h = (int)ceil((double)(extents.y + extents.height) / PANGO_SCALE * scale - 1e-6);
  if (w < 1) w = 1;
  if (h < 1) h = 1;
  cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h);
  cairo_t *cr = cairo_create(surface);
  cairo_set_source_rgb(cr, 1, 1, 1);
  cairo_paint(cr);
  cairo_scale(cr, scale, scale);
  cairo_set_source_rgb(cr, 0, 0, 0);
  pango_cairo_update_context(cr, context);
  pango_cairo_show_layout(cr, layout);
  cairo_destroy(cr);
  if (cairo_surface_write_to_png(surface, out) != CAIRO_STATUS_SUCCESS) { fprintf(stderr, "cannot write %s\n", out); exit(1); }
  cairo_surface_destroy(surface);
  int lines = pango_layout_get_line_count(layout);
  g_object_unref(layout);
  return lines;
}

/* A new page's white background (as `render --text` fills its pages), then black ink. */
static void paint_page(cairo_t *cr) {
  cairo_set_source_rgb(cr, 1, 1, 1);
  cairo_paint(cr);
  cairo_set_source_rgb(cr, 0, 0, 0);
}

/* One PDF: the text at the page width less the margins, its lines flowed onto pages. Returns
 * the page count. */
static int render_pdf(PangoContext *context, PangoFontDescription *font, const char *text, double page_w,
                      double page_h, double margin, const char *out) {
  double content_h = page_h - 2 * margin;
  PangoLayout *layout = layout_at(context, font, text, page_w - 2 * margin);
  cairo_surface_t *surface = cairo_pdf_surface_create(out, page_w, page_h);
  cairo_t *cr = cairo_create(surface);
  pango_cairo_update_context(cr, context);
  paint_page(cr);
  PangoLayoutIter *iter = pango_layout_get_iter(layout);
  double page_top = 0;
  int pages = 1;
  do {
    PangoRectangle logical;
    pango_layout_iter_get_line_extents(iter, NULL, &logical);
    double top = (double)logical.y / PANGO_SCALE, bottom = (double)(logical.y + logical.height) / PANGO_SCALE;
    if (bottom - page_top > content_h && top > page_top) {
      cairo_show_page(cr);
      paint_page(cr);
      page_top = top;
      pages++;
    }
    double baseline = (double)pango_layout_iter_get_baseline(iter) / PANGO_SCALE;
    cairo_move_to(cr, margin + (double)logical.x / PANGO_SCALE, margin + baseline - page_top);
    pango_cairo_show_layout_line(cr, pango_layout_iter_get_line_readonly(iter));
  } while (pango_layout_iter_next_line(iter));
  pango_layout_iter_free(iter);
  cairo_destroy(cr);
  cairo_surface_finish(surface);
  if (cairo_surface_status(surface) != CAIRO_STATUS_SUCCESS) { fprintf(stderr, "cannot write %s\n", out); exit(1); }
  cairo_surface_destroy(surface);
  g_object_unref(layout);
  return pages;
}

int main(int argc, char **argv) {
  int png = argc >= 8 && strcmp(argv[1], "png") == 0;
  int pdf = argc >= 9 && strcmp(argv[1], "pdf") == 0;
  if (!png && !pdf) {
    fprintf(stderr, "usage: pango_render png FONT.ttf SIZE_PT WIDTH_PT SCALE TEXT.txt OUT.png [COUNT]\n"
                    "       pango_render pdf FONT.ttf SIZE_PT PAGE_W_PT PAGE_H_PT MARGIN_PT TEXT.txt OUT.pdf [COUNT]\n");
    return 2;
  }
  int count_arg = png ? 8 : 9;
  int count = argc > count_arg ? atoi(argv[count_arg]) : 0;
  PangoFontDescription *font;
  PangoContext *context = make_context(argv[2], atof(argv[3]), &font);
  char *text = read_text(png ? argv[6] : argv[7]);
  long sink = 0;
  double wall = 0, cpu = 0;
  for (int k = 0; k <= count; k++) {  /* with a COUNT, job 0 is untimed */
    if (k == 1 || count == 0) { wall = clock_seconds(CLOCK_MONOTONIC); cpu = clock_seconds(CLOCK_PROCESS_CPUTIME_ID); }
    if (png) sink = render_png(context, font, text, atof(argv[4]), atof(argv[5]), argv[7]);
    else sink = render_pdf(context, font, text, atof(argv[4]), atof(argv[5]), atof(argv[6]), argv[8]);
  }
  wall = clock_seconds(CLOCK_MONOTONIC) - wall;
  cpu = clock_seconds(CLOCK_PROCESS_CPUTIME_ID) - cpu;
  if (count > 0)
    printf("{\"engine\":\"PangoCairo %s, cairo %s\",\"jobs\":%d,\"per_second\":%.3f,\"cpu_per_second\":%.3f,\"%s\":%ld}\n",
           pango_version_string(), cairo_version_string(), count, count / wall, count / cpu, png ? "lines" : "pages", sink);
  return 0;
}
