/// The file formats the renderer writes, chosen by a path's extension or by name.
public enum OutputFormat: String, Sendable, CaseIterable {
    /// PNG through our canvas (`CanvasContext`, `PNGWriter`).
    case png
    /// PDF through cairo (`VectorDocument`).
    case pdf
    /// SVG through cairo (`VectorDocument`).
    case svg

    /// The format `path` names by its extension, in any case (".png", ".PDF", ".svg");
    /// `RenderError.unknownFormat` for any other name.
    public init(path: String) throws(RenderError) {
        let name = path.split(separator: "/", omittingEmptySubsequences: false).last ?? ""
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex,
              let format = OutputFormat(rawValue: name[name.index(after: dot)...].lowercased()) else {
            throw RenderError.unknownFormat(path: path)
        }
        self = format
    }

    /// The vector format cairo writes, nil for PNG.
    public var vectorFormat: VectorDocument.Format? {
        switch self {
        case .png: return nil
        case .pdf: return .pdf
        case .svg: return .svg
        }
    }
}
