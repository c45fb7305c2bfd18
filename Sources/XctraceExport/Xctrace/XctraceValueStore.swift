/// The values an xctrace table defined with an `id` that a later `ref` of a read cell can reach, kept compactly
/// so the `ref` (in any later row, or nested inside another value) resolves to it, within fixed limits; every
/// other id is only noted as defined, a bit each (`XctraceIDSet`).
///
/// Which ids are kept is what `XctraceReferenceScan` found (`needed`), or every id when there was no scan. Text
/// that is a plain whole number is kept as a number, other text once per distinct string. What it holds is
/// bounded by `maxIDs`, `maxNodes` and `maxStringBytes`, all of them counting kept values only, so its memory
/// has a ceiling whatever the file's size, and is a few kB for an export of an hour of frames.
struct XctraceValueStore {
    /// Most values kept in one table (values a read cell refers to; every value without a scan).
    static let maxIDs = 2_000_000
    /// Most structured values (a process, a vsync's narrative) kept: 70 minutes of vsyncs at 120 Hz.
    static let maxNodes = 500_000
    /// Most bytes of distinct text kept.
    static let maxStringBytes = 32 << 20

    /// A kept value: a number or a distinct string (with its element type), or a structured value.
    enum Slot: Equatable {
        case integer(Int64, type: UInt16)
        case text(UInt32, type: UInt16)
        case node(UInt32)
    }

    /// A structured value; its children are `children[first..<first + count]` of the store's one array, so a
    /// node costs no allocation of its own.
    struct Node {
        var type: UInt16
        var text: UInt32?
        var fmt: UInt32?
        var first: UInt32
        var count: UInt32
    }

    /// What a `ref` names.
    enum Resolved {
        /// A value kept.
        case value(XctraceValue)
        /// A value defined before but not kept: no read cell was found to refer to it.
        case notKept
        /// No value defined before under that id.
        case undefined
    }

    /// The ids to keep, nil for every id.
    private let needed: XctraceIDSet?
    private var defined = XctraceIDSet()
    private var kept: [Int64: Slot] = [:]
    private var keptOthers: [String: Slot] = [:]
    /// How many values were kept.
    private(set) var definedIDs = 0
    private var nodes: [Node] = []
    private var children: [Slot] = []
    private var strings: [String] = []
    private var stringLookup: [String: UInt32] = [:]
    private var stringBytes = 0
    private var types: [String] = []
    private var typeLookup: [String: UInt16] = [:]

    /// A store keeping the values of `needed` ids, or of every id.
    init(needed: XctraceIDSet? = nil) { self.needed = needed }

    /// Why a value could not be kept or found: one phrase for a message.
    struct Failure: Error { let reason: String }

    /// Notes `id` as defined by `value`, keeping the value when a read cell refers to it; refuses an id defined
    /// before.
    mutating func define(_ id: String, as value: XctraceValue) throws(Failure) {
        let new: Bool
        do {
            new = try defined.insert(id)
        } catch {
            throw Failure(reason: "more than \(XctraceIDSet.maxOtherBytes) bytes of ids that are not whole numbers in one table")
        }
        guard new else { throw Failure(reason: "id \(Self.quote(id)) is defined twice") }
        guard needed?.contains(id) ?? true else { return }
        guard definedIDs < Self.maxIDs else {
            throw Failure(reason: "more than \(Self.maxIDs) values with ids referred to in one table (HitchBench keeps at most that many)")
        }
        let slot = try store(value)
        if let number = XctraceValue.plainInteger(id) { kept[number] = slot } else { keptOthers[id] = slot }
        definedIDs += 1
    }

    /// Whether the value of `id` is to be kept: a read cell refers to it, or every value is kept.
    func isNeeded(_ id: String) -> Bool { needed?.contains(id) ?? true }

    /// Whether a value was defined under `id`, kept or not.
    func isDefined(_ id: String) -> Bool { defined.contains(id) }

    /// Whether `id` was kept: defined, and referred to by a read cell (or every id is kept).
    func isKept(_ id: String) -> Bool { slot(id) != nil }

    /// What `id` names.
    func resolve(_ id: String) -> Resolved {
        if let slot = slot(id) { return .value(value(of: slot)) }
        return defined.contains(id) ? .notKept : .undefined
    }

    private func slot(_ id: String) -> Slot? {
        if let number = XctraceValue.plainInteger(id) { return kept[number] }
        return keptOthers[id]
    }

    private mutating func store(_ value: XctraceValue) throws(Failure) -> Slot {
        let type = try intern(type: value.type)
        if value.children.isEmpty, value.fmt == nil {
            if let number = value.integer { return .integer(number, type: type) }
            return .text(try intern(value.text), type: type)
        }
        guard nodes.count < Self.maxNodes else { throw Failure(reason: "more than \(Self.maxNodes) structured values in one table") }
        var slots: [Slot] = []
        for child in value.children { slots.append(try store(child)) }
        let node = Node(
            type: type, text: value.text.isEmpty ? nil : try intern(value.text),
            fmt: try value.fmt.map { (fmt) throws(Failure) in try intern(fmt) },
            first: UInt32(children.count), count: UInt32(slots.count))
        children += slots
        nodes.append(node)
        return .node(UInt32(nodes.count - 1))
    }

    private func value(of slot: Slot) -> XctraceValue {
        switch slot {
        case .integer(let number, let type): return XctraceValue(type: types[Int(type)], text: String(number))
        case .text(let index, let type): return XctraceValue(type: types[Int(type)], text: strings[Int(index)])
        case .node(let index):
            let node = nodes[Int(index)]
            return XctraceValue(
                type: types[Int(node.type)], text: node.text.map { strings[Int($0)] } ?? "", fmt: node.fmt.map { strings[Int($0)] },
                children: children[Int(node.first)..<Int(node.first + node.count)].map(value(of:)))
        }
    }

    private mutating func intern(_ text: String) throws(Failure) -> UInt32 {
        if let index = stringLookup[text] { return index }
        stringBytes += text.utf8.count
        guard stringBytes <= Self.maxStringBytes else {
            throw Failure(reason: "more than \(Self.maxStringBytes) bytes of distinct text in one table")
        }
        strings.append(text)
        stringLookup[text] = UInt32(strings.count - 1)
        return UInt32(strings.count - 1)
    }

    private mutating func intern(type: String) throws(Failure) -> UInt16 {
        if let index = typeLookup[type] { return index }
        guard types.count < Int(UInt16.max) else { throw Failure(reason: "more than \(UInt16.max) element types in one table") }
        types.append(type)
        typeLookup[type] = UInt16(types.count - 1)
        return UInt16(types.count - 1)
    }

    /// An id as a message shows it: quoted, and cut when long.
    static func quote(_ id: String) -> String {
        id.count <= 24 ? "\"\(id)\"" : "\"\(id.prefix(24))…\""
    }
}
