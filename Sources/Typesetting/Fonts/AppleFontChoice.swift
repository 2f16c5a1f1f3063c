/// The face an Apple fonts folder gives the system font at a size, and why
/// (`AppleFonts.systemFontChoice(ofSize:weight:design:italic:)`).
public struct AppleFontChoice: Sendable, Hashable {
    /// The face chosen.
    public let face: FontFace
    /// Why this face, e.g. "SF Pro Display: the static Display file from 20 pt".
    public let reason: String
}
