import Graphics
import Typesetting

/// Drawing a layout's rich-text decorations (`TextLayout.decorations(forLine:)`) the way
/// TextKit's `NSLayoutManager` draws them: backgrounds under the glyphs, then the glyphs, then
/// attachments, underlines and strikethroughs over them. Links are drawn with the glyphs
/// (`CairoContext` makes them PDF link annotations and SVG `<a>` elements).
extension DrawingContext {
    /// Fills the backgrounds of lines `lines` (before the glyphs).
    mutating func drawBackgrounds(_ decorations: [[TextDecoration]], at origin: Point) {
        for d in decorations.joined() where d.kind == .background {
            for rect in d.rects { fill(rect.offsetBy(origin), color: d.color) }
        }
    }

    /// Draws attachments, underlines and strikethroughs (after the glyphs).
    mutating func drawOverlays(_ decorations: [[TextDecoration]], at origin: Point) {
        for d in decorations.joined() {
            switch d.kind {
            case .attachment:
                if let attachment = d.attachment, let rect = d.rects.first { drawAttachment(attachment, in: rect.offsetBy(origin)) }
            case .underline, .strikethrough:
                for rect in d.rects { fill(rect.offsetBy(origin), color: d.color) }
            case .background, .link:
                continue
            }
        }
    }

    /// Draws `attachment` in `rect`: its image file scaled to the rect (read, checked and
    /// resampled to the pixels it covers by `attachmentImages`), or, without one, a box: a
    /// light grey fill with a grey outline. An image that cannot be drawn (missing, not a
    /// regular file, not a PNG, over the size or pixel limits) is drawn as the box and
    /// reported (`RenderDiagnostic.imageNotDrawn`).
    public mutating func drawAttachment(_ attachment: TextAttachment, in rect: Rect) {
        if let path = attachment.image {
            let density = imagePixelsPerPoint
            do throws(RenderError) {
                let image = try attachmentImages.image(at: path, width: AttachmentImages.pixelCount(rect.width, pixelsPerPoint: density),
                                                       height: AttachmentImages.pixelCount(rect.height, pixelsPerPoint: density))
                draw(image, in: rect, opacity: 1)
                return
            } catch {
                report(.imageNotDrawn(path: path, reason: error))
            }
        }
        fill(rect, color: AttachmentColors.fill)
        stroke(rect, color: AttachmentColors.outline, lineWidth: max(hairline, min(1, rect.width / 4, rect.size.height / 4)))
    }
}

/// The colours of an attachment drawn as a box (one without an image).
public enum AttachmentColors {
    /// The box's fill.
    public static let fill = Color(red: 0.55, green: 0.55, blue: 0.60, alpha: 0.25)
    /// The box's outline.
    public static let outline = Color(red: 0.45, green: 0.45, blue: 0.50, alpha: 1)
}
