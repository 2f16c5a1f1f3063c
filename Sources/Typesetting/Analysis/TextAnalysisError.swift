internal import CICUShims

/// An error from Unicode text analysis (line, word and grapheme boundaries, bidi levels).
///
/// The analysis runs through ICU; a failure carries ICU's error code and its name
/// (e.g. `U_MEMORY_ALLOCATION_ERROR`), so it can be looked up in ICU's `utypes.h`.
public enum TextAnalysisError: Error, Sendable, Hashable, CustomStringConvertible {
    /// ICU reported a failure. `operation` names what was being done (e.g. "line breaks").
    case icu(operation: String, code: Int32, name: String)
    /// The text is longer than ICU can address (`Int32.max` UTF-16 code units).
    case textTooLong(length: Int)

    /// The ICU error code, if the failure came from ICU.
    public var icuCode: Int32? {
        if case .icu(_, let code, _) = self { return code }
        return nil
    }

    /// A message naming the failed analysis.
    public var description: String {
        switch self {
        case .icu(let operation, let code, let name):
            return "ICU failed in \(operation): \(name) (\(code))"
        case .textTooLong(let length):
            return "text of \(length) UTF-16 code units is longer than ICU's limit of \(Int32.max)"
        }
    }

    /// Throws for an ICU status returned by a CICUShims function (0 = success,
    /// > 0 = an ICU UErrorCode; ICU warnings are negative and are not failures).
    static func check(_ status: Int32, _ operation: String) throws(TextAnalysisError) {
        guard status > 0 else { return }
        throw .icu(operation: operation, code: status, name: String(cString: tm_icu_error_name(status)))
    }

    /// Throws if `count` UTF-16 code units cannot be passed to ICU.
    static func checkLength(_ count: Int) throws(TextAnalysisError) {
        guard count <= Int(Int32.max) else { throw .textTooLong(length: count) }
    }
}
