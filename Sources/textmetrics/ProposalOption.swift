import Scenes

/// `--width W` and `--height H` of `layout`, `render` and `preview` given a scene: the
/// proposal the scene's root is offered, replacing the file's `proposal` field dimension by
/// dimension. Each is a number ≥ 0, `infinity`, or `nil` (unspecified), read by the scene
/// format's own rules (`Scene.proposalDimension(_:dimension:)`); anything else is a usage
/// error (exit 2).
struct ProposalOption {
    /// nil: keep the file's; `.some(nil)`: unspecified.
    var width: Double??
    var height: Double??

    /// The help table's rows.
    static let help: [(String, String)] = [
        ("--width W|nil", "the width proposed to the scene's root, replacing its proposal's: a number ≥ 0, infinity, or nil (unspecified)"),
        ("--height H|nil", "the height proposed to the scene's root, likewise"),
    ]

    /// Pulls `--width` and `--height` from `args`.
    static func parse(_ args: inout Arguments) throws -> ProposalOption {
        func dimension(_ name: String) throws -> Double?? {
            guard let text = try args.value("--" + name) else { return nil }
            do {
                return try Scene.proposalDimension(text, dimension: name)
            } catch {
                throw UsageError("--\(name): \(error.message)")
            }
        }
        return ProposalOption(width: try dimension("width"), height: try dimension("height"))
    }

    /// `scene` with the dimensions given replaced.
    func apply(to scene: Scene) -> Scene { scene.overridingProposal(width: width, height: height) }
}
