/// The system-font profiles: the numbers that make the bundled stand-ins measure as Apple's
/// system fonts do when they are reached as the system font (`FontProfile`). Every number
/// here is Apple's or measured on iOS; Documentation/BehaviourReference.md, "The system
/// font: measured as SF Pro", gives each one's source and evidence.
enum SystemFontProfiles {
    /// SF Pro's tracking by point size, in 1/1000 em (Apple Human Interface Guidelines,
    /// Typography, "Tracking values", iOS/iPadOS/visionOS, SF Pro: 6 to 96 pt). CoreText
    /// applies the same numbers from the font's `trak` table.
    static let sfProTracking: [(pointSize: Double, value: Double)] = [
        (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16),
        (16, -20), (17, -26), (18, -25), (19, -24), (20, -23), (21, -18), (22, -12), (23, -4), (24, 3),
        (25, 6), (26, 8), (27, 11), (28, 14), (29, 14), (30, 14), (31, 13), (32, 13), (33, 12), (34, 12),
        (35, 11), (36, 10), (37, 10), (38, 10), (39, 10), (40, 10), (41, 9), (42, 9), (43, 9), (44, 8),
        (45, 8), (46, 8), (47, 8), (48, 8), (49, 7), (50, 7), (51, 7), (52, 6), (53, 6), (54, 6), (56, 6),
        (58, 5), (60, 4), (62, 4), (64, 4), (66, 3), (68, 2), (70, 2), (72, 2), (76, 1), (80, 0), (84, 0),
        (88, 0), (92, 0), (96, 0),
    ]

    /// SF Pro's vertical metrics, in ems: hhea ascender 1950, descender −494, line gap 0 at
    /// 2048 units per em (UIFont's ascender, descender and lineHeight on iOS 11 to 26 are these
    /// times the point size); capHeight 1443/2048; xHeight 1078/2048 below 20 pt (SF Text)
    /// and 1069/2048 from 20 pt (SF Display).
    static let sfProMetrics = FontProfile.Metrics(
        ascender: 1950 / 2048, descender: -494 / 2048, lineGap: 0, capHeight: 1443 / 2048,
        xHeight: 1078 / 2048, displayXHeight: 1069 / 2048, displaySize: 20)

    /// The glyph scale of the default design's stand-in by point size (CSS `size-adjust`):
    /// 1 up to 17 pt, falling linearly to 0.893 at 28 pt and held there. Inter has no optical
    /// sizes; SF Pro's design moves from Text to Display between about 17 and 28 pt (Apple,
    /// WWDC 2020, "The details of UI typography"), and its Display design sets tighter. The
    /// ramp follows that range; 0.893 is what the one published 28-pt width implies
    /// (title1 "OpenSwiftUI Example", 263.6667 pt on iOS 26, @3x). Derivation and residuals:
    /// Documentation/BehaviourReference.md, "The system font: measured as SF Pro".
    static let sfProGlyphScales: [(pointSize: Double, factor: Double)] = [(17, 1), (28, 0.893)]

    /// The further glyph scale by weight: 1 at 400, 1.02 from 600 (linear between, held
    /// above). SF Pro's semibold is wider against its regular than Inter's (headline "What's",
    /// navigation-bar titles); fitted to the semibold rows of the iOS frames fixture. No
    /// bold, light or heavy frames were found; the ends are held, a choice.
    static let sfProWeightScales: [(weight: Double, factor: Double)] = [(400, 1), (600, 1.02)]

    /// The default design: Inter measured as SF Pro.
    static let sfPro = FontProfile(
        name: "SF Pro", tracking: try! FontTracking(thousandthsOfEm: sfProTracking), metrics: sfProMetrics,
        glyphScales: sfProGlyphScales, weightScales: sfProWeightScales)

    /// SF Pro Rounded's tracking by point size, in 1/1000 em (Apple Human Interface
    /// Guidelines, Typography, "Tracking values", iOS/iPadOS/visionOS, SF Pro Rounded).
    static let sfProRoundedTracking: [(pointSize: Double, value: Double)] = [
        (6, 87), (7, 80), (8, 72), (9, 65), (10, 58), (11, 52), (12, 46), (13, 40), (14, 35), (15, 30), (16, 26),
        (17, 22), (18, 21), (19, 20), (20, 18), (21, 17), (22, 16), (23, 16), (24, 15), (25, 14), (26, 14), (27, 14),
        (28, 13), (29, 13), (30, 12), (31, 12), (32, 12), (33, 12), (34, 12), (35, 11), (36, 11), (37, 10), (38, 10),
        (39, 10), (40, 10), (41, 10), (42, 10), (43, 9), (44, 8), (45, 8), (46, 8), (47, 8), (48, 8), (49, 8), (50, 7),
        (51, 6), (52, 6), (53, 6), (54, 6), (56, 6), (58, 4), (60, 4), (62, 4), (64, 3), (66, 2), (68, 2), (70, 2),
        (72, 2), (76, 1), (80, 0), (84, 0), (88, 0), (92, 0), (96, 0),
    ]

    /// New York's tracking by point size, in 1/1000 em (Apple Human Interface Guidelines,
    /// Typography, "Tracking values", iOS/iPadOS/visionOS, New York; 6 to 260 pt).
    static let newYorkTracking: [(pointSize: Double, value: Double)] = [
        (6, 40), (7, 32), (8, 25), (9, 20), (10, 16), (11, 11), (12, 6), (13, 4), (14, 2), (15, 0), (16, -2), (17, -4),
        (18, -6), (19, -8), (20, -10), (21, -10), (22, -10), (23, -11), (24, -11), (25, -11), (26, -12), (27, -12),
        (28, -12), (29, -12), (30, -12), (31, -13), (32, -13), (33, -13), (34, -14), (35, -14), (36, -14), (38, -14),
        (40, -14), (42, -14), (44, -14), (46, -14), (48, -14), (50, -14), (52, -14), (54, -15), (58, -15), (62, -15),
        (66, -15), (70, -16), (72, -16), (80, -16), (88, -16), (96, -16), (100, -16), (120, -16), (140, -16),
        (160, -16), (180, -17), (200, -17), (220, -18), (240, -18), (260, -18),
    ]

    /// The rounded design: Quicksand with SF Pro Rounded's published tracking. Its vertical
    /// metrics and widths are not published; Quicksand's own are kept (a choice).
    static let sfProRounded = FontProfile(name: "SF Pro Rounded", tracking: try! FontTracking(thousandthsOfEm: sfProRoundedTracking))

    /// The serif design: Noto Serif with New York's published tracking; Noto Serif's own
    /// metrics and widths are kept (New York's are not published).
    static let newYork = FontProfile(name: "New York", tracking: try! FontTracking(thousandthsOfEm: newYorkTracking))

    /// The profile of `design`'s stand-in reached as the system font. The monospaced design
    /// has none: Apple publishes no tracking table for SF Mono, and JetBrains Mono is measured
    /// as its file says.
    static func profile(for design: Font.Design) -> FontProfile? {
        switch design {
        case .default: return sfPro
        case .rounded: return sfProRounded
        case .serif: return newYork
        case .monospaced: return nil
        }
    }
}
