import JSON
import LabelHost
import Typesetting

extension LabelSpec.Run {
    /// Resolves each run's own font as the label or text built from `runs` will
    /// (`resolvedFont(over:in:)`), so that a font that cannot be resolved is reported at the
    /// run that asks for it: `runs[i].font` (`runs[i].italic` for an italic run without a
    /// font of its own) under the node at `path`.
    static func checkFonts(_ runs: [LabelSpec.Run]?, baseFont: LabelSpec.Font?, fonts: FontCollection, at path: JSONPath) throws(SceneError) {
        guard let runs else { return }
        for (k, run) in runs.enumerated() {
            do throws(FontError) {
                _ = try run.resolvedFont(over: baseFont, in: fonts)
            } catch {
                let runPath = path.appending("runs").appending(index: k)
                throw SceneError(path: runPath.appending(run.font != nil ? "font" : "italic"), kind: .labelFailed(error.description))
            }
        }
    }
}
