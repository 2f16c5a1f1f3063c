import Graphics
import JSON
import RepresentableKit

/// The `grid` and `gridRow` nodes and the grid-cell keys any node may carry.
///
/// `{"type": "grid", "horizontalSpacing": N, "verticalSpacing": N, "alignment": NAME,
/// "children": [{"type": "gridRow", "alignment": NAME, "children": [...]}, ...]}`; on a cell,
/// `"gridCellColumns": N` (a whole number 1…`Grid.maximumSpan`), `"gridColumnAlignment"`
/// (leading, center, trailing), `"gridCellAnchor"` (a `UnitPoint` name or `{"x", "y"}`) and
/// `"gridCellUnsizedAxes"` ("horizontal", "vertical" or an array of them).
extension SceneDecoder {
    func grid(_ object: inout ObjectReader, id: String?) throws(SceneError) -> any LayoutView {
        Grid(
            alignment: try alignment(&object), horizontalSpacing: try object.size("horizontalSpacing"),
            verticalSpacing: try object.size("verticalSpacing"), standardSpacing: defaultSpacing, id: id,
            children: try children(&object))
    }

    func gridRow(_ object: inout ObjectReader, id: String?) throws(SceneError) -> any LayoutView {
        let alignment = try object.name("alignment", in: VerticalAlignment.named.keys.sorted())
        return GridRow(alignment: alignment.flatMap { VerticalAlignment.named[$0] }, id: id, children: try children(&object))
    }

    /// `view` with the grid-cell traits `object` gives.
    func gridCellTraits(_ object: inout ObjectReader, _ view: any LayoutView) throws(SceneError) -> any LayoutView {
        var result = view
        if let (value, path) = object.value("gridCellColumns") {
            let number = try ObjectReader.number(value, at: path)
            guard number >= 1, number <= Double(Grid.maximumSpan), number == number.rounded(.down) else {
                throw SceneError(
                    path: path,
                    kind: .invalidValue("expected a whole number of columns in 1…\(Grid.maximumSpan), got \(value.summary)"))
            }
            result = result.gridCellColumns(Int(number))
        }
        if let name = try object.name("gridColumnAlignment", in: HorizontalAlignment.named.keys.sorted()),
           let alignment = HorizontalAlignment.named[name] {
            result = result.gridColumnAlignment(alignment)
        }
        if let (value, path) = object.value("gridCellAnchor") {
            result = result.gridCellAnchor(try unitPoint(value, at: path))
        }
        if let (value, path) = object.value("gridCellUnsizedAxes") {
            result = result.gridCellUnsizedAxes(try axes(value, at: path))
        }
        return result
    }

    private func unitPoint(_ value: JSONValue, at path: JSONPath) throws(SceneError) -> UnitPoint {
        if case .string = value {
            return UnitPoint.named[try ObjectReader.name(value, at: path, in: UnitPoint.named.keys.sorted())]!
        }
        guard case .object = value else {
            throw SceneError(path: path, kind: .typeMismatch(expected: "a UnitPoint name or an object", got: value.summary))
        }
        var fields = try ObjectReader(value, at: path)
        func coordinate(_ key: String) throws(SceneError) -> Double {
            let (number, numberPath) = try fields.required(key)
            let result = try ObjectReader.number(number, at: numberPath)
            guard abs(result) <= 1_000 else {
                throw SceneError(path: numberPath, kind: .invalidValue("expected a unit coordinate in −1000…1000, got \(number.summary)"))
            }
            return result
        }
        let point = UnitPoint(x: try coordinate("x"), y: try coordinate("y"))
        try fields.finish()
        return point
    }
}
