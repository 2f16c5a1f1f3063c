import ProcessIO
import Foundation
import Graphics
import LabelHost
import RepresentableKit
import Scenes
import TextRendering
import Typesetting

enum LayoutCommand {
    /// Reads a scene file ("-" for standard input) with real labels.
    static func loadScene(_ path: String) throws -> Scene {
        // Bytes, not text: invalid UTF-8 is the parser's error, not silently replaced.
        try loadScene(try readBytes(path), name: path)
    }

    /// Reads a scene from the bytes of the file `name` ("-" for standard input), its fonts at
    /// Dynamic Type `category`; `warn` prints the corrections the reader made.
    static func loadScene(_ text: [UInt8], name path: String, category: Font.ContentSizeCategory = .large, warn: Bool = true) throws -> Scene {
        let fonts: FontCollection
        do { fonts = try FontCollection.bundled() } catch { throw CommandFailure(error.description) }
        do {
            let scene = try Scene(json: text, fonts: fonts, category: category)
            // Values SwiftUI corrects (and logs) are corrected here too, with a warning.
            for warning in scene.warnings where warn {
                writeError("textmetrics: warning: \(path == "-" ? "<stdin>" : path): \(warning)")
            }
            return scene
        } catch {
            let message = "\(path == "-" ? "<stdin>" : path): \(error.description)"
            // A value the scene format rejects is bad input (exit 2); a label or text the
            // engine could not build (a missing font…) is a failure (exit 1).
            if case .labelFailed = error.kind { throw CommandFailure(message) }
            throw UsageError(message)
        }
    }

    static func run(_ argv: [String]) throws {
        var args = Arguments(argv)
        let json = args.flag("--json")
        let pretty = args.flag("--pretty")
        let proposal = try ProposalOption.parse(&args)
        let rest = try args.finish()
        guard rest.count == 1 else { throw UsageError("layout takes one SCENE.json argument (- for standard input)") }
        let scene = proposal.apply(to: try loadScene(rest[0]))
        let result: LayoutResult
        do { result = try scene.checkedLayout() } catch { throw CommandFailure("\(rest[0] == "-" ? "<stdin>" : rest[0]): \(error.description)") }
        if json || pretty {
            print(result.jsonString(pretty: pretty))
        } else {
            func f(_ v: Double) -> String { JSONText.number((v * 1000).rounded() / 1000) }
            print("size \(f(result.size.width)) × \(f(result.size.height))")
            for frame in result.frames {
                let indent = String(repeating: "  ", count: frame.depth)
                let id = frame.id.map { " #\(TerminalText.visible($0))" } ?? ""
                print("\(indent)\(frame.type)\(id)  x \(f(frame.rect.minX))  y \(f(frame.rect.minY))  \(f(frame.rect.width)) × \(f(frame.rect.height))")
            }
        }
    }
}
