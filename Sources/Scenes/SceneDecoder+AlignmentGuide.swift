import Graphics
import JSON
import RepresentableKit

/// The `alignmentGuide` node: SwiftUI's `.alignmentGuide(_:computeValue:)` with the closure
/// spelled as data.
///
/// `"guide"` names the guide set: leading, horizontalCenter, trailing, top, verticalCenter,
/// bottom, firstTextBaseline or lastTextBaseline. `"value"` is a number (a constant, as
/// `{ _ in 50 }`) or an object `{"from": NAME, "offset": N}`: the content's value of the guide
/// or dimension `from` names (the guides above, "center" for the centre on the guide's own
/// axis, or "width"/"height") plus `offset` (0 when absent). Without `from` the value is the
/// content's own value of `guide` plus `offset`.
extension SceneDecoder {
    /// The guide names a scene may set, with their keys.
    static let guideNames: [String: AlignmentKey] = [
        "leading": HorizontalAlignment.leading.key, "horizontalCenter": HorizontalAlignment.center.key,
        "trailing": HorizontalAlignment.trailing.key,
        "top": VerticalAlignment.top.key, "verticalCenter": VerticalAlignment.center.key,
        "bottom": VerticalAlignment.bottom.key,
        "firstTextBaseline": VerticalAlignment.firstTextBaseline.key,
        "lastTextBaseline": VerticalAlignment.lastTextBaseline.key,
    ]

    /// Where a guide's value is read from: another guide of the content, or a dimension.
    private enum Source {
        case guide(AlignmentKey)
        case width
        case height

        func value(in dimensions: ViewDimensions) -> Double {
            switch self {
            case .guide(let key):
                key.axis == .horizontal ? dimensions[HorizontalAlignment(key.id)] : dimensions[VerticalAlignment(key.id)]
            case .width: dimensions.width
            case .height: dimensions.height
            }
        }
    }

    func alignmentGuide(_ object: inout ObjectReader, id: String?) throws(SceneError) -> any LayoutView {
        let guideName = try object.name("guide", in: Self.guideNames.keys.sorted())
        guard let guideName, let guide = Self.guideNames[guideName] else {
            throw SceneError(path: object.path.appending("guide"), kind: .missingField)
        }
        let (value, path) = try object.required("value")
        let compute: (ViewDimensions) -> Double
        switch value {
        case .number(let number):
            try ObjectReader.checkMagnitude(number, at: path)
            compute = { _ in number }
        case .object:
            var fields = try ObjectReader(value, at: path)
            let center = guide.axis == .horizontal ? "horizontalCenter" : "verticalCenter"
            let names = (Self.guideNames.keys + ["center", "width", "height"]).sorted()
            let source: Source =
                switch try fields.name("from", in: names) {
                case nil: .guide(guide)
                case "width": .width
                case "height": .height
                case "center": .guide(Self.guideNames[center]!)
                case let name?: .guide(Self.guideNames[name]!)
                }
            var offset = 0.0
            if let (number, numberPath) = fields.value("offset") {
                offset = try ObjectReader.number(number, at: numberPath)
                try ObjectReader.checkMagnitude(offset, at: numberPath)
            }
            try fields.finish()
            compute = { [offset] dimensions in source.value(in: dimensions) + offset }
        default:
            throw SceneError(path: path, kind: .typeMismatch(expected: "a number or an object", got: value.summary))
        }
        let content = try content(&object)
        return guide.axis == .horizontal
            ? content.alignmentGuide(HorizontalAlignment(guide.id), computeValue: compute).id(id)
            : content.alignmentGuide(VerticalAlignment(guide.id), computeValue: compute).id(id)
    }
}
