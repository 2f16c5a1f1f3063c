import Graphics
import RepresentableKit
import TextRendering

extension Image {
    /// An image of the PNG file at `path`, `scale` pixels a point (1 by default: a pixel a
    /// point). The file is untrusted input, read as an attachment's image is
    /// (`AttachmentImages`): a regular file of at most `AttachmentImages.maximumFileSize`
    /// bytes, at most `AttachmentImages.maximumPixelCount` pixels by its header before a pixel
    /// is decoded; it is decoded once into the shared image cache, from which it is drawn.
    ///
    /// - Throws: `RenderError.unreadableImage` (missing, not a regular file, too large, not a
    ///   PNG, damaged) or `.imageTooLarge`.
    public init(contentsOfFile path: String, scale: Double = 1) throws(RenderError) {
        let decoded = try AttachmentImages.shared.image(at: path, width: .max, height: .max)
        self.init(source: ImageSource(path: path, pixelWidth: decoded.width, pixelHeight: decoded.height), scale: scale)
    }
}
