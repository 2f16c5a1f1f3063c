/// Why a font could not be opened or used.
///
/// Fonts are untrusted input: every failure to read or parse one ends up here, with the
/// path and a reason a user can act on, never in a crash.
public enum FontError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No file exists at the path.
    case fileNotFound(path: String)
    /// The file exists but could not be read (permissions, a directory, an I/O error).
    case unreadable(path: String, reason: String)
    /// FreeType refused the data; `reason` is FreeType's error name, e.g. `unknown_file_format`.
    case notAFont(path: String, reason: String)
    /// The collection has fewer faces than the index asks for.
    case faceIndexOutOfRange(path: String, index: Int, faceCount: Int)
    /// A size that is not a number from 0 to `Font.maximumPointSize`.
    case invalidSize(Double)
    /// A weight outside 1…1000, or not finite.
    case invalidWeight(Double)
    /// No family of that name in the collection or on the system.
    case unknownFamily(String)
    /// The bundled fonts directory was not found.
    case bundledFontsNotFound(searched: [String])
    /// A FreeType call failed after the face was opened.
    case freeType(function: String, reason: String)

    public var description: String {
        switch self {
        case .fileNotFound(let path): return "\(path): no such file"
        case .unreadable(let path, let reason): return "\(path): cannot read the file: \(reason)"
        case .notAFont(let path, let reason): return "\(path): not a font file FreeType can open (\(reason))"
        case .faceIndexOutOfRange(let path, let index, let count):
            return "\(path): face index \(index) is out of range; the file has \(count) face\(count == 1 ? "" : "s") (0…\(max(count - 1, 0)))"
        case .invalidSize(let size): return "invalid font size \(size): expected a number from 0 to 1000000 points"
        case .invalidWeight(let weight): return "invalid font weight \(weight): expected 1…1000 (400 regular, 700 bold)"
        case .unknownFamily(let name): return "no font family named \"\(name)\" in the bundled fonts or on the system"
        case .bundledFontsNotFound(let searched):
            return "the bundled Fonts/ directory was not found (looked in: \(searched.joined(separator: ", "))); set TEXTMETRICS_FONTS to its path"
        case .freeType(let function, let reason): return "FreeType \(function) failed: \(reason)"
        }
    }
}

/// FreeType's error names (fterrdef.h), for messages. FreeType's own FT_Error_String is
/// compiled out of Debian's build, so the common ones are listed here.
func freeTypeErrorName(_ code: Int32) -> String {
    switch code {
    case 0x00: return "ok"
    case 0x01: return "cannot_open_resource"
    case 0x02: return "unknown_file_format"
    case 0x03: return "invalid_file_format"
    case 0x04: return "invalid_version"
    case 0x05: return "lower_module_version"
    case 0x06: return "invalid_argument"
    case 0x07: return "unimplemented_feature"
    case 0x08: return "invalid_table"
    case 0x09: return "invalid_offset"
    case 0x0A: return "array_too_large"
    case 0x10: return "invalid_glyph_index"
    case 0x11: return "invalid_character_code"
    case 0x12: return "invalid_glyph_format"
    case 0x13: return "cannot_render_glyph"
    case 0x14: return "invalid_outline"
    case 0x15: return "invalid_composite"
    case 0x16: return "too_many_hints"
    case 0x17: return "invalid_pixel_size"
    case 0x23: return "invalid_face_handle"
    case 0x40: return "out_of_memory"
    case 0x51: return "invalid_opcode"
    case 0x52: return "too_few_arguments"
    case 0x53: return "stack_overflow"
    case 0x55: return "code_overflow"
    case 0x8E: return "table_missing"
    case 0x8F: return "horiz_header_missing"
    case 0x90: return "locations_missing"
    case 0x91: return "name_table_missing"
    case 0x92: return "cmap_table_missing"
    case 0x93: return "hmtx_table_missing"
    case 0x94: return "post_table_missing"
    case 0xA0: return "syntax_error"
    case 0xB3: return "corrupted_font_header"
    case 0xB4: return "corrupted_font_glyphs"
    default: return "FreeType error 0x" + String(code, radix: 16)
    }
}
