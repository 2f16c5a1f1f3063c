import Foundation
import Testing

/// SLOW, opt-in (`EXTERNAL_PACKAGE_TEST=1 swift test --filter ExternalPackageTests`; minutes:
/// it builds this package from scratch): a package outside this one depends on it by version,
/// from a local git remote tagged 1.0.0 made from this repository's committed HEAD, is built
/// with the network off (`unshare --net` when it is available) and run. Its program renders a
/// row with `ImageRenderer` and writes a PNG, which must exist and be the row's size.
@Suite("A package depending on this one by version (slow, opt-in)")
struct ExternalPackageTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @discardableResult
    static func run(_ arguments: [String], in directory: URL) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test(.enabled(if: ProcessInfo.processInfo.environment["EXTERNAL_PACKAGE_TEST"] == "1"))
    func aVersionedDependencyBuildsOfflineAndRenders() throws {
        let temp = FileManager.default.temporaryDirectory.appendingPathComponent("external-package-\(getpid())")
        try? FileManager.default.removeItem(at: temp)
        try FileManager.default.createDirectory(at: temp, withIntermediateDirectories: true)
        let remote = temp.appendingPathComponent("remote")
        #expect(try Self.run(["git", "clone", "--quiet", Self.root.path, remote.path], in: temp).status == 0)
        #expect(try Self.run(["git", "tag", "1.0.0"], in: remote).status == 0)

        let consumer = temp.appendingPathComponent("consumer")
        let sources = consumer.appendingPathComponent("Sources/Card")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try """
        // swift-tools-version:6.0
        import PackageDescription
        let package = Package(
            name: "Consumer",
            dependencies: [.package(url: "\(remote.path)", from: "1.0.0")],
            targets: [.executableTarget(name: "Card", dependencies: [
                .product(name: "RepresentableKit", package: "remote"),
                .product(name: "Scenes", package: "remote"),
            ])]
        )
        """.write(to: consumer.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try """
        import RepresentableKit
        import Scenes

        let row = HStack {
            Text("Settings").font(.headline).foregroundColor(.secondary).lineLimit(1)
            RoundedRectangle(cornerRadius: 8).fill(.blue).frame(width: 24, height: 24)
        }
        var renderer = ImageRenderer(content: row)
        renderer.scale = 2
        let size = try renderer.layout().size
        try renderer.write(to: CommandLine.arguments[1])
        print(size.width, size.height)
        """.write(to: sources.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)

        let offline = FileManager.default.isExecutableFile(atPath: "/usr/bin/unshare")
            && (try? Self.run(["unshare", "--net", "true"], in: temp).status) == 0
        let build = try Self.run((offline ? ["unshare", "--net"] : []) + ["swift", "build", "--disable-dependency-cache"], in: consumer)
        #expect(build.status == 0, "\(build.output.suffix(2000))")
        let png = temp.appendingPathComponent("row.png")
        let ran = try Self.run([consumer.appendingPathComponent(".build/debug/Card").path, png.path], in: consumer)
        #expect(ran.status == 0, "\(ran.output)")
        let bytes = try [UInt8](Data(contentsOf: png))
        // PNG signature, then IHDR's width and height = the printed layout size × 2.
        #expect(Array(bytes.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
        let numbers = ran.output.split(whereSeparator: \.isWhitespace).compactMap { Double($0) }
        try #require(numbers.count == 2)
        let (width, height) = ImageRendererTests.pngSize(bytes)
        #expect(width == Int((numbers[0] * 2 - 1e-9).rounded(.up)))
        #expect(height == Int((numbers[1] * 2 - 1e-9).rounded(.up)))
        try? FileManager.default.removeItem(at: temp)
    }
}
