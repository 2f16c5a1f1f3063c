import Foundation

extension CatalogReader {
    /// The catalog files `paths` name: files as given (one that does not exist too: reading it
    /// reports it), directories searched, sorted, for every format the reader knows (Android
    /// resources only as `values*/strings.xml`). A `.strings` file that translates a storyboard
    /// or XIB among them (`interfaceBuilderTranslations(of:)`) is left out: it is read with
    /// its document, not alone.
    public static func catalogFiles(in paths: [String]) -> [String] {
        var files: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                files.append(path)   // the reader reports it
                continue
            }
            guard isDirectory.boolValue else { files.append(path); continue }
            let found = (FileManager.default.enumerator(atPath: path)?.allObjects as? [String] ?? []).sorted()
            for relative in found {
                let full = (path as NSString).appendingPathComponent(relative)
                guard let format = CatalogFormat(path: full) else { continue }
                if format == .androidXML {
                    let url = URL(fileURLWithPath: full)
                    guard url.lastPathComponent == "strings.xml", url.deletingLastPathComponent().lastPathComponent.hasPrefix("values") else { continue }
                }
                files.append(full)
            }
        }
        let translations = Set(files.filter { CatalogFormat(path: $0) == .interfaceBuilder }.flatMap {
            CatalogReader.interfaceBuilderTranslations(of: $0).map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        })
        if !translations.isEmpty {
            files.removeAll { CatalogFormat(path: $0) == .strings && translations.contains(URL(fileURLWithPath: $0).standardizedFileURL.path) }
        }
        return files
    }
}

extension FitShardRun {
    /// The digest of catalog `files` (`catalogs`), in the order given (`CatalogReader.catalogFiles(in:)`'s):
    /// each file's name, then its bytes and length (an unreadable file adds its name alone;
    /// the run reports it). Paths are left out: CI machines check out elsewhere.
    public static func catalogDigest(of files: [String]) -> String {
        var digest = FitShard.Digest()
        for file in files {
            digest.add((file as NSString).lastPathComponent)
            digest.add(CollectionOfOne(0))
            guard let handle = FileHandle(forReadingAtPath: file) else { continue }
            defer { try? handle.close() }
            var length = 0
            while let chunk = try? handle.read(upToCount: 1 << 20), !chunk.isEmpty {
                digest.add(chunk)
                length += chunk.count
            }
            digest.add(String(length))
            digest.add(CollectionOfOne(0))
        }
        return digest.hex
    }
}
