/// Why a preview page was not written (beside the errors of laying out and drawing its source).
public enum PreviewError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The page would hold about `bytes` bytes (its panes at `widths` widths), over `limit`
    /// (`PreviewPage.maximumBytes`).
    case pageTooLarge(bytes: Int, limit: Int, widths: Int)
    /// `--widths` text that names no widths, or more than `PreviewWidths.maximumCount`.
    case widths(String)

    public var description: String {
        switch self {
        case .widths(let message): return message
        case .pageTooLarge(let bytes, let limit, let widths):
            // MiB to a tenth, without a ".0": 483.2 MB, 256 MB.
            let mb = { (n: Int) -> String in
                let tenths = Int((Double(n) / 1_048_576 * 10).rounded())
                return "\(tenths / 10)" + (tenths % 10 == 0 ? "" : ".\(tenths % 10)")
            }
            return "the page would be about \(mb(bytes)) MB (\(widths) widths × the content of each), over the limit of \(mb(limit)) MB: "
                + "use fewer --widths or less content"
        }
    }
}
