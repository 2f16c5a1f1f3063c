/// One face found in an Apple fonts folder (`AppleFonts`): where it is and what its tables
/// say, read once at the scan (the face itself is opened again when text needs it).
public struct AppleFontFile: Sendable, Hashable {
    /// The font file.
    public let path: String
    /// The face's index in its file (0 for a single-face file).
    public let faceIndex: Int
    /// Typographic family name (name ID 16, else 1), e.g. "SF Pro Text".
    public let family: String
    /// Typographic subfamily name (name ID 17, else 2), e.g. "Bold".
    public let style: String
    /// OS/2 usWeightClass.
    public let weightClass: Int
    /// The wght axis's range, for a variable face with one.
    public let weightRange: ClosedRange<Double>?
    /// Whether the face is italic (OS/2 fsSelection).
    public let isItalic: Bool
    /// Whether the face has an optical-size (opsz) axis.
    public let hasOpticalSizeAxis: Bool
    /// The point sizes the face is designed for, from OS/2 version 5's
    /// usLowerOpticalPointSize and usUpperOpticalPointSize (twentieths of a point); nil
    /// when the table does not give them.
    public let opticalSizeRange: ClosedRange<Double>?

    init(face: FontFace) {
        path = face.path
        faceIndex = face.faceIndex
        family = face.familyName
        style = face.styleName
        weightClass = face.weightClass
        weightRange = face.axes.first { $0.tag == "wght" }.map { $0.minValue...max($0.minValue, $0.maxValue) }
        isItalic = face.isItalic
        hasOpticalSizeAxis = face.axes.contains { $0.tag == "opsz" }
        let os2 = TableReader(face: face.hbFace, tag: hbTag("OS/2"))
        if let version = os2.uint16(at: 0), version >= 5,
           let lower = os2.uint16(at: 96), let upper = os2.uint16(at: 98), lower < upper {
            opticalSizeRange = Double(lower) / 20...Double(upper) / 20
        } else {
            opticalSizeRange = nil
        }
    }
}
