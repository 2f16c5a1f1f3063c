/// Something drawn other than the input asked, for a reason the caller should hear of: the
/// drawing went on (a link refused is drawn as plain text; an attachment whose image cannot
/// be drawn is drawn as a box), and the context that drew it lists this in its
/// `diagnostics` (`CanvasContext`, `CairoContext`, `VectorDocument`). The CLI prints each on
/// standard error as a warning.
public enum RenderDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// A link that was not written (`LinkTarget`): its text was drawn without it.
    case linkRefused(link: String, reason: LinkRefusal)
    /// An attachment's image that could not be drawn: a box was drawn in its place.
    case imageNotDrawn(path: String, reason: RenderError)
    /// A clip shape (`clipShape`, `cornerRadius`, a scroll view's frame) this context cannot
    /// apply, or one nested past `CanvasContext.maximumClipDepth`: its content was drawn unclipped.
    case clipNotApplied

    /// "link … not written: …" or "image … not drawn: …".
    public var description: String {
        switch self {
        case .linkRefused(let link, let reason):
            return "link \"\(LinkRefusal.shown(Self.printable(link)))\" not written (its text is drawn without it): \(reason)"
        case .imageNotDrawn(let path, let reason):
            // An unreadable file's reason names the path already.
            if case .unreadableImage = reason { return "attachment image not drawn (a box is drawn instead): \(Self.printable(reason.description))" }
            return "attachment image \(Self.printable(path)) not drawn (a box is drawn instead): \(reason)"
        case .clipNotApplied:
            return "a clip shape was not applied (this drawing context cannot clip, or clips are nested too deep): its content is drawn unclipped"
        }
    }

    /// `text` with its control characters as `\u{…}`, so that a message never carries a raw
    /// control character to a terminal.
    static func printable(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
                out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
