import Foundation

/// Swift symbol names as people read them, for the functions a profile lists: Callgrind names Swift functions
/// by their mangled symbols (`$s6Raster6CanvasV4fillyyF`), which the Swift runtime's own demangler turns into
/// `Raster.Canvas.fill() -> ()`. Names that are not Swift symbols (C functions, already readable) pass as they are.
package enum SwiftDemangler {
    /// Most characters a listed name keeps; longer ones (generic specialisations) end in `…`.
    package static let maxLength = 160

    /// `symbol` demangled (simplified: no module-qualified generic noise beyond what the runtime prints), or as
    /// it is when it is not a Swift symbol; shortened to `maxLength`.
    package static func readable(_ symbol: String) -> String {
        let text = demangle(symbol) ?? symbol
        return text.count > maxLength ? String(text.prefix(maxLength - 1)) + "…" : text
    }

    /// The runtime's demangling of `symbol`, or nil when it is not a Swift symbol.
    static func demangle(_ symbol: String) -> String? {
        guard symbol.hasPrefix("$s") || symbol.hasPrefix("_$s") || symbol.hasPrefix("$S") || symbol.hasPrefix("_T0") else { return nil }
        return symbol.withCString { pointer -> String? in
            guard let demangled = swiftDemangle(pointer, UInt(strlen(pointer)), nil, nil, 0) else { return nil }
            defer { free(demangled) }
            return String(cString: demangled)
        }
    }
}

/// The Swift runtime's demangler (exported by libswiftCore on every platform): returns a malloc'd string, or nil.
@_silgen_name("swift_demangle")
private func swiftDemangle(
    _ mangledName: UnsafePointer<CChar>?, _ mangledNameLength: UInt, _ outputBuffer: UnsafeMutablePointer<CChar>?,
    _ outputBufferSize: UnsafeMutablePointer<UInt>?, _ flags: UInt32
) -> UnsafeMutablePointer<CChar>?
