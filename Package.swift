// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "RepresentableKitLinux",
    products: [
        .library(name: "Typesetting", targets: ["Typesetting"]),
        .library(name: "RepresentableKit", targets: ["RepresentableKit"]),
        .library(name: "TextRendering", targets: ["TextRendering"]),
        .executable(name: "textmetrics", targets: ["textmetrics"]),
    ],
    targets: [
        .systemLibrary(
            name: "CFreeType", pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(
            name: "CHarfBuzz", pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(
            name: "CFontconfig", pkgConfig: "fontconfig",
            providers: [.apt(["libfontconfig-dev"])]),
        .systemLibrary(
            name: "CPNG", pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"])]),
        // ICU renames every C symbol per major version (ubrk_open becomes ubrk_open_72),
        // so Swift cannot import them by their documented names. This small C target
        // calls ICU through its headers (which map the names) and exports stable,
        // prefixed wrappers for Swift.
        .target(
            name: "CICUShims",
            linkerSettings: [.linkedLibrary("icuuc")]),
        .target(
            name: "Typesetting",
            dependencies: ["CFreeType", "CHarfBuzz", "CFontconfig", "CICUShims"]),
        .target(
            name: "RepresentableKit",
            dependencies: ["Typesetting"]),
        .target(
            name: "TextRendering",
            dependencies: ["Typesetting", "RepresentableKit", "CFreeType", "CPNG"]),
        .executableTarget(
            name: "textmetrics",
            dependencies: ["Typesetting", "RepresentableKit", "TextRendering"]),
        // Release-build benchmark, never part of `swift test`:
        //   swift run -c release textmetrics-bench
        .executableTarget(
            name: "textmetrics-bench",
            dependencies: ["Typesetting", "CHarfBuzz"]),
        .testTarget(
            name: "TypesettingTests",
            dependencies: ["Typesetting"]),
        .testTarget(
            name: "RepresentableKitTests",
            dependencies: ["RepresentableKit", "Typesetting"]),
        .testTarget(
            name: "TextRenderingTests",
            dependencies: ["TextRendering", "RepresentableKit", "Typesetting"]),
        .executableTarget(name: "textmetrics-fuzz", dependencies: ["Typesetting"]),
        .testTarget(name: "ReliabilityTests", dependencies: ["Typesetting"]),
    ],
    swiftLanguageModes: [.v6]
)
