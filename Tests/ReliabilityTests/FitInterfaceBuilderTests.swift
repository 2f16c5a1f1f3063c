import Foundation
import Testing

/// `textmetrics fit` on a storyboard and a XIB built here, with de and ja `.strings` beside
/// them. The exact expectations are for labels in the bundled JetBrains Mono, whose every
/// glyph used here advances 600 units of its 1000-unit em (`hb-shape --no-glyph-names
/// --font-size=1000 Fonts/JetBrainsMono-Regular.ttf TEXT`, and the same for
/// JetBrainsMono-Bold.ttf, unitsPerEm 1000 read with fontTools): a text of n characters is
/// n × 0.6 × the point size wide. A custom font (`UIFont(name:size:)`) is neither tracked nor
/// scaled by Dynamic Type, so that is its width at every category.
@Suite struct FitInterfaceBuilderTests {
    static let root: String = {
        let dir = NSTemporaryDirectory() + "fit-ib-\(ProcessInfo.processInfo.processIdentifier)/"
        return dir
    }()

    static func write(_ relative: String, _ text: String, under root: String = root) throws {
        let path = root + relative
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    static func document(_ type: String, _ objects: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.\(type)" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
            <objects>
                <view contentMode="scaleToFill" id="root-view">
                    <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                    <subviews>
        \(objects)
                    </subviews>
                </view>
            </objects>
        </document>
        """
    }

    /// Writes the project: Base.lproj/Main.storyboard and Base.lproj/Card.xib, de.lproj and
    /// ja.lproj strings for the storyboard, de.lproj strings for the XIB.
    ///
    /// The system-font label "cnc-el-lb1" (regular 17 pt, 70 wide) is measured as SF Pro
    /// (BehaviourReference, "The system font: measured as SF Pro"): Inter's advances at wght
    /// 400 (`hb-shape --no-glyph-names --font-size=2816 --variations=wght=400
    /// Fonts/Inter-Roman.var.ttf TEXT`, 2816 its unitsPerEm) × 17/2816, glyph scale 1 at 17 pt
    /// and weight 400, plus the HIG's tracking at 17 pt, −26/1000 em = −0.442 pt once a cluster:
    /// "Cancel" 2048+1588+1648+1572+1640+668 = 9164 units → 55.3224 − 6 × 0.442 = 52.670 pt,
    /// fits; "Abbrechen" 1904+1748+1748+1000+1640+1572+1664+1640+1648 = 14564 units → 87.9205
    /// − 9 × 0.442 = 83.942 pt, 13.942 pt over.
    static func project() throws -> String {
        let storyboard = document("Storyboard.XIB", """
            <!-- 12 characters × 0.6 × 20 = 144 ≤ 150: fits; "Willkommen zurück", 17 × 12 = 204: 54 pt over. -->
            <label opaque="NO" text="Welcome back" textAlignment="natural" lineBreakMode="tailTruncation" numberOfLines="1" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="wel-co-me1">
                <rect key="frame" x="20" y="100" width="150" height="24"/>
                <fontDescription key="fontDescription" name="JetBrainsMono-Regular" family="JetBrains Mono" pointSize="20"/>
                <nil key="textColor"/>
            </label>
            <!-- The width constraint (100) wins over the frame (300): "Save" 4 × 12 = 48 fits;
                 "Speichern" 9 × 12 = 108: 8 pt over (it would fit the frame). -->
            <label opaque="NO" text="Save" lineBreakMode="tailTruncation" numberOfLines="1" id="sav-ed-lb1">
                <rect key="frame" x="20" y="140" width="300" height="24"/>
                <constraints>
                    <constraint firstAttribute="height" constant="24" id="h-1"/>
                    <constraint firstAttribute="width" constant="100" id="w-1"/>
                </constraints>
                <fontDescription key="fontDescription" name="JetBrainsMono-Bold" family="JetBrains Mono" pointSize="20"/>
            </label>
            <!-- A text-style label, 300 wide: short texts in every language fit. -->
            <label opaque="NO" text="Hello" lineBreakMode="wordWrap" numberOfLines="0" adjustsFontForContentSizeCategory="YES" id="hel-lo-lb1">
                <rect key="frame" x="20" y="180" width="300" height="21"/>
                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
            </label>
            <!-- A button, 80 wide, bold 15: "Continue" 8 × 9 = 72 fits; "Fortfahren" 10 × 9 = 90: 10 pt over. -->
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" lineBreakMode="middleTruncation" id="con-ti-nue">
                <rect key="frame" x="20" y="220" width="80" height="30"/>
                <fontDescription key="fontDescription" name="JetBrainsMono-Bold" family="JetBrains Mono" pointSize="15"/>
                <state key="normal" title="Continue"/>
            </button>
            <!-- A placeholder in the bold system font at 14 pt, 240 wide: 14 characters of
                 "E-Mail-Adresse" are far below 240 pt (no glyph of SF Pro is wider than an em). -->
            <textField opaque="NO" contentMode="scaleToFill" placeholder="Email address" textAlignment="natural" id="ema-il-tf1">
                <rect key="frame" x="20" y="260" width="240" height="34"/>
                <fontDescription key="fontDescription" type="boldSystem" pointSize="14"/>
            </textField>
            <!-- The system font, regular 17 pt, 70 wide: the arithmetic is at `project()`. -->
            <label opaque="NO" text="Cancel" lineBreakMode="tailTruncation" numberOfLines="1" id="cnc-el-lb1">
                <rect key="frame" x="20" y="330" width="70" height="21"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            <!-- The system font at 17, weight semibold, 300 wide: "OK" fits everywhere. -->
            <label opaque="NO" text="OK" id="okk-la-bel">
                <rect key="frame" x="20" y="300" width="300" height="21"/>
                <fontDescription key="fontDescription" type="system" weight="semibold" pointSize="17"/>
            </label>
            """)
        try write("Base.lproj/Main.storyboard", storyboard)
        try write("de.lproj/Main.strings", """
            /* Class = "UILabel"; text = "Welcome back"; ObjectID = "wel-co-me1"; */
            "wel-co-me1.text" = "Willkommen zurück";
            "sav-ed-lb1.text" = "Speichern";
            "hel-lo-lb1.text" = "Hallo";
            "con-ti-nue.normalTitle" = "Fortfahren";
            "ema-il-tf1.placeholder" = "E-Mail-Adresse";
            "okk-la-bel.text" = "OK";
            "cnc-el-lb1.text" = "Abbrechen";
            "gone-id.text" = "An object the storyboard no longer has";
            """)
        try write("ja.lproj/Main.strings", """
            "wel-co-me1.text" = "おかえり";
            "sav-ed-lb1.text" = "保存";
            "con-ti-nue.normalTitle" = "続ける";
            """)
        let xib = document("XIB", """
            <!-- 10 pt, 50 wide: "Save" 4 × 6 = 24 fits; "Speichern" 9 × 6 = 54: 4 pt over.
                 Two lines of "Sichern" would not help: one line, tail truncation. -->
            <label opaque="NO" text="Save" lineBreakMode="tailTruncation" numberOfLines="1" id="xib-sa-ve1">
                <rect key="frame" x="0" y="0" width="50" height="14"/>
                <fontDescription key="fontDescription" name="JetBrainsMono-Regular" family="JetBrains Mono" pointSize="10"/>
            </label>
            <!-- An iOS 15 button: its title is the configuration's; "Go", "Los" fit 200 pt. -->
            <button opaque="NO" contentMode="scaleToFill" id="xib-bt-cfg">
                <rect key="frame" x="0" y="20" width="200" height="30"/>
                <buttonConfiguration key="configuration" style="plain" title="Go"/>
            </button>
            """)
        try write("Base.lproj/Card.xib", xib)
        try write("de.lproj/Card.strings", #""xib-sa-ve1.text" = "Speichern"; "xib-bt-cfg.configuration.title" = "Los";"#)
        return root
    }

    static func results(_ stdout: String) throws -> [[String: Any]] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(stdout.utf8)) as? [String: Any])
        return try #require(object["results"] as? [[String: Any]])
    }

    static func failures(_ results: [[String: Any]]) -> [String: Double] {
        var out: [String: Double] = [:]
        for r in results where r["status"] as? String == "fail" {
            out["\(r["context"] as? String ?? "?")|\(r["key"] as? String ?? "?")/\(r["language"] as? String ?? "?")"] = r["overflowPoints"] as? Double
        }
        return out
    }

    @Test func storyboardReportsExactlyTheOverflowingTranslations() throws {
        let dir = try Self.project()
        let run = try CLIArgumentTests.run(["fit", dir + "Base.lproj/Main.storyboard", "--json"])
        #expect(run.status == 1, "\(run.stderr)")
        let results = try Self.results(run.stdout)
        // 7 objects in en, 7 in de (the unknown key is left out), 3 in ja; one category each.
        #expect(results.count == 17)
        let failures = Self.failures(results)
        #expect(Set(failures.keys) == ["Main.storyboard|wel-co-me1.text/de", "Main.storyboard|sav-ed-lb1.text/de", "Main.storyboard|con-ti-nue.normalTitle/de",
                                       "Main.storyboard|cnc-el-lb1.text/de"])
        #expect(abs((failures["Main.storyboard|cnc-el-lb1.text/de"] ?? 0) - (14564 * 17 / 2816.0 - 9 * 0.442 - 70)) < 0.01)
        let cancel = try #require(results.first { $0["key"] as? String == "cnc-el-lb1.text" && $0["language"] as? String == "en" })
        #expect(abs((cancel["naturalWidth"] as? Double ?? 0) - (9164 * 17 / 2816.0 - 6 * 0.442)) < 0.01)
        #expect(abs((failures["Main.storyboard|wel-co-me1.text/de"] ?? 0) - (17 * 0.6 * 20 - 150)) < 0.01)
        #expect(abs((failures["Main.storyboard|sav-ed-lb1.text/de"] ?? 0) - (9 * 0.6 * 20 - 100)) < 0.01)
        #expect(abs((failures["Main.storyboard|con-ti-nue.normalTitle/de"] ?? 0) - (10 * 0.6 * 15 - 80)) < 0.01)
        // The base texts are checked too: "Welcome back", 12 × 0.6 × 20 = 144 pt.
        let welcome = try #require(results.first { $0["key"] as? String == "wel-co-me1.text" && $0["language"] as? String == "en" })
        #expect(abs((welcome["naturalWidth"] as? Double ?? 0) - 144) < 0.01)
        #expect(welcome["baseText"] as? String == "Welcome back")
        // The button truncates in the middle (its lineBreakMode), the label at the tail.
        let button = try #require(results.first { $0["key"] as? String == "con-ti-nue.normalTitle" && $0["language"] as? String == "de" })
        #expect((button["label"] as? [String: Any])?["lineBreakMode"] as? String == "byTruncatingMiddle")
        #expect(((button["problems"] as? [[String: Any]])?.first)?["kind"] as? String == "truncated")
    }

    @Test func tableNamesTheStoryboardTheObjectAndItsBaseText() throws {
        let dir = try Self.project()
        let run = try CLIArgumentTests.run(["fit", dir + "Base.lproj/Main.storyboard"])
        #expect(run.status == 1, "\(run.stderr)")
        let rows = run.stdout.split(separator: "\n").map(String.init)
        #expect(rows.first?.hasPrefix("STATUS  LANG  KEY") == true && rows.first?.contains("BASE") == true)
        let welcome = try #require(rows.first { $0.contains("wel-co-me1") })
        let fields = try FitTableTests.parse(welcome)
        #expect(fields.prefix(4) == ["FAIL", "de", "Main.storyboard|wel-co-me1.text", "Welcome back"])
    }

    /// A directory: the storyboard and the XIB, each with its translations (the `.strings`
    /// files beside them are not read a second time on their own).
    @Test func directoryReadsBothDocuments() throws {
        let dir = try Self.project()
        let run = try CLIArgumentTests.run(["fit", dir, "--json"])
        #expect(run.status == 1, "\(run.stderr)")
        let results = try Self.results(run.stdout)
        // The XIB: a label and a button, each in en and de.
        #expect(results.count == 17 + 4)
        #expect(results.contains { $0["key"] as? String == "xib-bt-cfg.configuration.title" && $0["text"] as? String == "Los" })
        let failures = Self.failures(results)
        #expect(failures.count == 5)
        #expect(abs((failures["Card.xib|xib-sa-ve1.text/de"] ?? 0) - (9 * 0.6 * 10 - 50)) < 0.01)
    }

    /// A button's title is laid out in its frame less `contentEdgeInsets` and `titleEdgeInsets`
    /// (minX + maxX each). Bold JetBrains Mono at 15 pt: 0.6 × 15 = 9 pt a character.
    @Test func buttonInsetsNarrowTheTitle() throws {
        let buttons = """
            <!-- 100 − (5 + 5) − (2 + 3) = 85 pt: "Continue" 8 × 9 = 72 fits; "Fortsetzen" 10 × 9 = 90: 5 pt
                 over, though it would fit the frame's 100. -->
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="ins-et-btn">
                <rect key="frame" x="20" y="20" width="100" height="30"/>
                <fontDescription key="fontDescription" name="JetBrainsMono-Bold" family="JetBrains Mono" pointSize="15"/>
                <inset key="contentEdgeInsets" minX="5" minY="4" maxX="5" maxY="4"/>
                <inset key="titleEdgeInsets" minX="2" minY="0.0" maxX="3" maxY="0.0"/>
                <state key="normal" title="Continue"/>
            </button>
            <!-- Negative title insets widen the title's box: 60 + 10 + 10 = 80 pt, and "Weiter", 6 × 9 = 54, fits. -->
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="neg-in-btn">
                <rect key="frame" x="20" y="60" width="60" height="30"/>
                <fontDescription key="fontDescription" name="JetBrainsMono-Bold" family="JetBrains Mono" pointSize="15"/>
                <inset key="titleEdgeInsets" minX="-10" minY="0.0" maxX="-10" maxY="0.0"/>
                <state key="normal" title="Next"/>
            </button>
            <!-- Insets wider than the frame leave no room: the button is left out with a message. -->
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="no-roo-btn">
                <rect key="frame" x="20" y="100" width="30" height="30"/>
                <inset key="contentEdgeInsets" minX="20" minY="0.0" maxX="20" maxY="0.0"/>
                <state key="normal" title="X"/>
            </button>
            """
        // Beside, not inside, the project the other tests read as a directory.
        let dir = NSTemporaryDirectory() + "fit-ib-insets-\(ProcessInfo.processInfo.processIdentifier)/"
        try Self.write("Base.lproj/Buttons.storyboard", Self.document("Storyboard.XIB", buttons), under: dir)
        try Self.write("de.lproj/Buttons.strings", #""ins-et-btn.normalTitle" = "Fortsetzen"; "neg-in-btn.normalTitle" = "Weiter";"#, under: dir)
        let run = try CLIArgumentTests.run(["fit", dir + "Base.lproj/Buttons.storyboard", "--json"])
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stderr.contains("no-roo-btn") && run.stderr.contains("after its insets"))
        let results = try Self.results(run.stdout)
        #expect(results.count == 4)   // two buttons in en and de
        let failures = Self.failures(results)
        #expect(Set(failures.keys) == ["Buttons.storyboard|ins-et-btn.normalTitle/de"])
        #expect(abs((failures["Buttons.storyboard|ins-et-btn.normalTitle/de"] ?? 0) - (10 * 9 - 85)) < 0.01)
        let widened = try #require(results.first { $0["key"] as? String == "neg-in-btn.normalTitle" && $0["language"] as? String == "de" })
        #expect((widened["label"] as? [String: Any])?["width"] as? Double == 80)
    }

    @Test func brokenDocumentIsAFailureNamingTheFile() throws {
        try Self.write("broken/Base.lproj/Broken.storyboard", "<document><objects><label text=\"x\" id=\"a\"></objects>")
        let run = try CLIArgumentTests.run(["fit", Self.root + "broken/Base.lproj/Broken.storyboard", "--width", "100"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("Broken.storyboard"))
        try Self.write("entity/Base.lproj/E.xib", #"<?xml version="1.0"?><!DOCTYPE document [<!ENTITY x SYSTEM "file:///etc/passwd">]><document><objects><label text="&x;" id="a"><rect key="frame" width="10"/></label></objects></document>"#)
        let external = try CLIArgumentTests.run(["fit", Self.root + "entity/Base.lproj/E.xib"])
        #expect(external.status == 1)
        #expect(!external.stdout.contains("root:"))
    }
}
