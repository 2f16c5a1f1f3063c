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

    /// The default design: Inter measured as SF Pro.
    static let sfPro = FontProfile(
        name: "SF Pro", tracking: try! FontTracking(thousandthsOfEm: sfProTracking), metrics: sfProMetrics,
        glyphScales: nil)

    /// The profile of `design`'s stand-in reached as the system font.
    static func profile(for design: Font.Design) -> FontProfile? {
        switch design {
        case .default, .rounded, .serif, .monospaced: return nil
        }
    }
}
