import JSON
import RepresentableKit

extension Scene {
    /// One dimension of a proposal written as a word on a command line (`textmetrics layout
    /// --width 320 --height nil`), read by the rules of a scene file's `proposal` field: a
    /// number ≥ 0 and at most the largest length a scene may give, `infinity`, or `nil` (also
    /// `null`) for unspecified. A number is read as JSON reads it (`390`, `12.5`, `1e3`; not
    /// `0x10`, `inf`, `+1`, nor with spaces around it).
    ///
    /// - Returns: `.some(nil)` for unspecified, `.some(value)` otherwise.
    /// - Throws: `SceneError` at `$.proposal.<dimension>`: what the file reader would report for
    ///   the same value.
    public static func proposalDimension(_ text: String, dimension: String) throws(SceneError) -> Double?? {
        let path = JSONPath.root.appending("proposal").appending(dimension)
        if text == "nil" || text == "null" { return .some(nil) }
        let value: JSONValue
        if text == "infinity" {
            value = .string(text)
        } else if !text.contains(where: \.isWhitespace), let number = try? JSONValue.parse(Array(text.utf8)), case .number = number {
            value = number
        } else {
            throw SceneError(path: path, kind: .typeMismatch(expected: "a number ≥ 0, \"infinity\" or nil", got: JSONText.quoted(text)))
        }
        return .some(try ObjectReader.size(value, at: path, allowsInfinity: true))
    }

    /// The scene with its proposal's width and height replaced where given (`.some(nil)`:
    /// unspecified); nil keeps the file's.
    public func overridingProposal(width: Double?? = nil, height: Double?? = nil) -> Scene {
        var scene = self
        if let width { scene.proposal.width = width }
        if let height { scene.proposal.height = height }
        return scene
    }
}
