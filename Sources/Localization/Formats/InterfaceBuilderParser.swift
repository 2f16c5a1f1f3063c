import Typesetting

/// The text objects of an Interface Builder document (`.storyboard`, `.xib`): every
/// `label`'s text, every `button`'s normal title and every `textField`'s placeholder, with
/// the label box Interface Builder gives it. Read with the XML reader of the other XML
/// formats (`XMLElement.parse`: no DTD, no external entities, at most 256 levels deep, the
/// catalog size limit).
public struct InterfaceBuilderObject: Sendable, Hashable {
    /// What kind of text the object shows.
    public enum Kind: String, Sendable, Hashable {
        /// A `UILabel`'s `text`.
        case label
        /// A `UIButton`'s title for the normal state.
        case button
        /// A `UITextField`'s `placeholder`.
        case placeholder
    }

    /// What the object is.
    public var kind: Kind
    /// The object's id (`id="…"`), the first part of its keys in `LANG.lproj/NAME.strings`.
    public var objectID: String
    /// The property its text is localized as: `text`, `normalTitle` (`configuration.title`
    /// for a button with a `<buttonConfiguration>` title), `placeholder`.
    public var property: String
    /// The text in the document (the base language's).
    public var text: String
    /// The label box: the width of a fixed width constraint, else of the object's frame; its
    /// font, lines, line-break mode and autoshrink.
    public var label: FitLabel
    /// The 1-based line of the object's start tag.
    public var line: Int
    /// `adjustsFontForContentSizeCategory="YES"`: a text-style font follows a change of the
    /// category while the view is shown. The check does not depend on it: a text-style font
    /// is the category's size when the view is loaded either way (`fit` checks each category
    /// as a launch in it), and a fixed font is never scaled by it.
    public var adjustsFontForContentSizeCategory: Bool

    /// The key of the object's text in a `.strings` file beside the document:
    /// `OBJECT-ID.text`, `OBJECT-ID.normalTitle`, `OBJECT-ID.placeholder`.
    public var key: String { objectID + "." + property }
}

enum InterfaceBuilderParser {
    /// The objects of the document in `bytes`, in document order, and what was left out (an
    /// object without a width, a font it cannot read), each a problem at its line.
    static func parse(_ bytes: [UInt8], file: String) throws(CatalogError) -> (objects: [InterfaceBuilderObject], problems: [CatalogError]) {
        let root = try XMLElement.parse(bytes, file: file)
        guard root.name == "document" else {
            throw .syntax(file: file, line: root.line, column: 1, reason: "expected an Interface Builder <document>, got <\(root.name)>")
        }
        var objects: [InterfaceBuilderObject] = []
        var problems: [CatalogError] = []
        // An explicit stack: the tree is at most `XMLElement.maximumDepth` deep, but a walk
        // without recursion costs nothing and cannot grow the stack.
        var stack: [XMLElement] = [root]
        var order: [XMLElement] = []
        while let e = stack.popLast() {
            order.append(e)
            stack.append(contentsOf: e.elements.reversed())
        }
        for e in order {
            let found: (InterfaceBuilderObject.Kind, String, String?)?
            switch e.name {
            case "label": found = (.label, "text", e.attributes["text"] ?? stringChild(e, key: "text"))
            case "button":
                if let title = buttonTitle(e) { found = (.button, "normalTitle", title) }
                else { found = (.button, "configuration.title", e.elements.first { $0.name == "buttonConfiguration" }?.attributes["title"]) }
            case "textField": found = (.placeholder, "placeholder", e.attributes["placeholder"] ?? stringChild(e, key: "placeholder"))
            default: found = nil
            }
            guard let (kind, property, text) = found, let text, !text.isEmpty else { continue }
            guard let id = e.attributes["id"], !id.isEmpty else {
                problems.append(.syntax(file: file, line: e.line, column: 1, reason: "a <\(e.name)> without an id is left out"))
                continue
            }
            do throws(CatalogError) {
                let label = try self.label(e, kind: kind, file: file)
                objects.append(InterfaceBuilderObject(kind: kind, objectID: id, property: property, text: text, label: label, line: e.line,
                                                      adjustsFontForContentSizeCategory: e.attributes["adjustsFontForContentSizeCategory"] == "YES"))
            } catch {
                problems.append(error)
            }
        }
        return (objects, problems)
    }

    /// `<string key="KEY">TEXT</string>`, the form Interface Builder writes text with line breaks in.
    static func stringChild(_ e: XMLElement, key: String) -> String? {
        e.elements.first { $0.name == "string" && $0.attributes["key"] == key }?.text
    }

    /// `<state key="normal" title="…"/>` (or its `<string key="title">`); nil when there is
    /// none (an iOS 15 button's `<buttonConfiguration title="…">` is read as the property
    /// `configuration.title` instead).
    static func buttonTitle(_ e: XMLElement) -> String? {
        if let normal = e.elements.first(where: { $0.name == "state" && $0.attributes["key"] == "normal" }) {
            if let title = normal.attributes["title"] ?? stringChild(normal, key: "title") { return title }
        }
        return nil
    }

    /// Interface Builder's line-break names (`lineBreakMode="tailTruncation"`), each the
    /// NSLineBreakMode of that name (`LineBreakMode(named:)` reads them).
    static let lineBreakNames: [String: String] = [
        "wordWrap": "byWordWrapping", "characterWrap": "byCharWrapping", "clip": "byClipping", "clipping": "byClipping",
        "headTruncation": "byTruncatingHead", "tailTruncation": "byTruncatingTail", "middleTruncation": "byTruncatingMiddle",
    ]

    /// Interface Builder's text style names (`style="UICTFontTextStyleBody"`).
    static let textStyles: [String: Font.TextStyle] = [
        "UICTFontTextStyleTitle0": .largeTitle, "UICTFontTextStyleTitle1": .title1, "UICTFontTextStyleTitle2": .title2,
        "UICTFontTextStyleTitle3": .title3, "UICTFontTextStyleHeadline": .headline, "UICTFontTextStyleBody": .body,
        "UICTFontTextStyleCallout": .callout, "UICTFontTextStyleSubhead": .subheadline, "UICTFontTextStyleFootnote": .footnote,
        "UICTFontTextStyleCaption1": .caption1, "UICTFontTextStyleCaption2": .caption2,
    ]

    /// A PostScript style suffix's weight (`Inter-SemiBold` → semibold), by the OpenType
    /// usWeightClass names; regular when the name has none.
    static func weight(ofPostScriptName name: String) -> Font.Weight {
        guard let dash = name.lastIndex(of: "-") else { return .regular }
        let style = name[name.index(after: dash)...].lowercased().replacingOccurrences(of: "italic", with: "")
        let weights: [(String, Font.Weight)] = [
            ("extralight", Font.Weight(200)), ("ultralight", Font.Weight(200)), ("semibold", .semibold), ("demibold", .semibold),
            ("extrabold", Font.Weight(800)), ("ultrabold", Font.Weight(800)), ("thin", Font.Weight(100)), ("light", .light),
            ("medium", .medium), ("bold", .bold), ("heavy", .heavy), ("black", .black),
        ]
        return weights.first { style.hasPrefix($0.0) }?.1 ?? .regular
    }

    static func number(_ e: XMLElement, _ name: String, file: String) throws(CatalogError) -> Double? {
        guard let text = e.attributes[name] else { return nil }
        guard let value = Double(text), value.isFinite else {
            throw .syntax(file: file, line: e.line, column: 1, reason: "<\(e.name)> \(name)=\"\(text)\" is not a number")
        }
        return value
    }

    /// The box an object's text is laid out in.
    static func label(_ e: XMLElement, kind: InterfaceBuilderObject.Kind, file: String) throws(CatalogError) -> FitLabel {
        func fail(_ reason: String) -> CatalogError {
            .syntax(file: file, line: e.line, column: 1, reason: "<\(e.name) id=\"\(e.attributes["id"] ?? "")\"> \(reason); it is left out")
        }
        // A width constraint on the object itself (no second item) fixes its width; else the frame's.
        let widthConstraint = e.first("constraints")?.elements(named: "constraint").first {
            $0.attributes["firstAttribute"] == "width" && $0.attributes["secondItem"] == nil
                && ($0.attributes["relation"] == nil || $0.attributes["relation"] == "equal") && $0.attributes["multiplier"] == nil
        }
        let frame = e.elements.first { $0.name == "rect" && $0.attributes["key"] == "frame" }
        var width: Double? = nil
        if let widthConstraint { width = try number(widthConstraint, "constant", file: file) }
        if width == nil, let frame { width = try number(frame, "width", file: file) }
        guard var width else { throw fail("has no frame or width constraint") }
        guard width > 0, width <= 100_000 else { throw fail("has a width of \(width) points (expected > 0 and ≤ 100000)") }
        if kind == .button {
            // UIButton lays its title out in its bounds less `contentEdgeInsets`, less the
            // title's own `titleEdgeInsets` (negative insets widen it), as the document saves them.
            for key in ["contentEdgeInsets", "titleEdgeInsets"] {
                guard let inset = e.elements.first(where: { $0.name == "inset" && $0.attributes["key"] == key }) else { continue }
                width -= (try number(inset, "minX", file: file) ?? 0) + (try number(inset, "maxX", file: file) ?? 0)
            }
            guard width > 0, width <= 100_000 else {
                throw fail("leaves its title \(width) points after its insets (expected > 0 and ≤ 100000)")
            }
        }

        var label = FitLabel(width: width)
        if let description = e.elements.first(where: { $0.name == "fontDescription" }) {
            label.font = try font(description, file: file)
        } else {
            // UILabel's default font, and UIButton's and UITextField's: the system font at 17 pt.
            label.font = .fixed(family: nil, size: kind == .button ? 15 : 17, weight: .regular)
        }
        switch kind {
        case .label:
            if let n = try number(e, "numberOfLines", file: file) {
                guard n >= 0, n <= 10_000, n == n.rounded() else { throw fail("has numberOfLines=\"\(n)\" (expected a whole number 0…10000)") }
                label.numberOfLines = Int(n)
            }
        case .button, .placeholder:
            label.numberOfLines = 1
        }
        // UIButton's title label truncates in the middle by default; a label and a placeholder at the tail.
        label.lineBreakMode = kind == .button ? .byTruncatingMiddle : .byTruncatingTail
        if let name = e.attributes["lineBreakMode"] {
            guard let mode = LineBreakMode(named: lineBreakNames[name] ?? name) else {
                throw fail("has an unknown lineBreakMode \"\(name)\" (expected \(lineBreakNames.keys.sorted().joined(separator: ", ")))")
            }
            label.lineBreakMode = mode
        }
        if kind == .label, e.attributes["adjustsFontSizeToFit"] == "YES" {
            let scale = try number(e, "minimumScaleFactor", file: file) ?? 0
            guard scale >= 0, scale <= 1 else { throw fail("has minimumScaleFactor=\"\(scale)\" (expected 0…1)") }
            label.minimumScaleFactor = scale
        }
        return label
    }

    /// `<fontDescription>`: `style=` a text style; `type="system"` (with `weight=`),
    /// `boldSystem`, `italicSystem` at `pointSize=`; or `name=` a PostScript name of `family=`.
    static func font(_ d: XMLElement, file: String) throws(CatalogError) -> FitLabel.FontChoice {
        func fail(_ reason: String) -> CatalogError { .syntax(file: file, line: d.line, column: 1, reason: "<fontDescription> \(reason)") }
        if let name = d.attributes["style"] {
            guard let style = textStyles[name] else { throw fail("has an unknown text style \"\(name)\"") }
            return .textStyle(style)
        }
        guard let size = try number(d, "pointSize", file: file) else { throw fail("has no pointSize") }
        guard size > 0, size <= 10_000 else { throw fail("has pointSize=\"\(size)\" (expected > 0 and ≤ 10000)") }
        if let family = d.attributes["family"], !family.isEmpty {
            return .fixed(family: family, size: size, weight: weight(ofPostScriptName: d.attributes["name"] ?? ""))
        }
        switch d.attributes["type"] {
        case "boldSystem": return .fixed(family: nil, size: size, weight: .bold)
        case "system", "italicSystem", nil:
            var weight = Font.Weight.regular
            if let name = d.attributes["weight"] {
                guard let parsed = Font.Weight(parsing: name) else { throw fail("has an unknown weight \"\(name)\"") }
                weight = parsed
            }
            return .fixed(family: nil, size: size, weight: weight)
        case let other?: throw fail("has an unknown type \"\(other)\"")
        }
    }
}
