/// Every value an xctrace table defined with an `id`, kept compactly so a later `ref` (in any later row, in any
/// column, or nested inside another value) resolves to it, within fixed limits.
///
/// xctrace numbers ids 1, 2, 3 … through a table, so values sit in an array indexed by id (16 bytes each);
/// other ids go to a dictionary. Text that is a plain whole number is kept as a number, other text once per
/// distinct string. What it can hold is bounded by `maxIDs`, `maxNodes`, `maxStringBytes` and `maxDenseID`, so
/// its memory has a ceiling (a few hundred MB for a file built to reach every limit at once) whatever the
/// file's size, and is a few MB for an export of an hour of frames.
struct XctraceValueStore {
    /// Most values with an id in one table: an hour of 120 Hz frames takes under 2,000,000.
    static let maxIDs = 2_000_000
    /// Most structured values (a process, a vsync's narrative) kept: 70 minutes of vsyncs at 120 Hz.
    static let maxNodes = 500_000
    /// Most bytes of distinct text kept.
    static let maxStringBytes = 32 << 20
    /// Ids below this sit in the array (at most 64 MB of it); larger or other ids in the dictionary.
    static let maxDenseID: Int64 = 4_000_000
    /// Most ids of values in columns the reader does not keep (a vsync's narrative label): their values are not
    /// kept, only that the id was defined, so they count apart from `maxIDs` and cost 16 bytes each.
    static let maxOpaqueIDs = 4_000_000

    /// A kept value: a number or a distinct string (with its element type), or a structured value.
    enum Slot: Equatable {
        case undefined
        case integer(Int64, type: UInt16)
        case text(UInt32, type: UInt16)
        case node(UInt32)
        /// A value of a column the reader does not keep: defined, but not kept.
        case opaque
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

    private var slots: [Slot] = []
    private var sparse: [String: Slot] = [:]
    private(set) var definedIDs = 0
    private(set) var opaqueIDs = 0
    private var nodes: [Node] = []
    private var children: [Slot] = []
    private var strings: [String] = []
    private var stringLookup: [String: UInt32] = [:]
    private var stringBytes = 0
    private var types: [String] = []
    private var typeLookup: [String: UInt16] = [:]

    /// Why a value could not be kept or found: one phrase for a message.
    struct Failure: Error { let reason: String }

    /// Keeps `value` under `id`; refuses an id defined before.
    mutating func define(_ id: String, as value: XctraceValue) throws(Failure) {
        guard lookup(id) == nil else { throw Failure(reason: "id \(Self.quote(id)) is defined twice") }
        guard definedIDs < Self.maxIDs else {
            throw Failure(reason: "more than \(Self.maxIDs) values with ids in one table (HitchBench keeps at most that many)")
        }
        place(try store(value), under: id)
        definedIDs += 1
    }

    /// Notes that `id` was defined by `value` of a column the reader does not keep: a plain number is kept (a
    /// later cell of a kept column may refer to it), anything else only noted. Refuses an id defined before.
    mutating func defineOpaque(_ id: String, as value: XctraceValue) throws(Failure) {
        guard lookup(id) == nil else { throw Failure(reason: "id \(Self.quote(id)) is defined twice") }
        guard opaqueIDs < Self.maxOpaqueIDs else {
            throw Failure(reason: "more than \(Self.maxOpaqueIDs) values with ids in columns HitchBench does not read, in one table")
        }
        if value.children.isEmpty, value.fmt == nil, let number = value.integer {
            place(.integer(number, type: try intern(type: value.type)), under: id)
        } else {
            place(.opaque, under: id)
        }
        opaqueIDs += 1
    }

    /// True when `id` names a value of a column the reader does not keep.
    func isOpaque(_ id: String) -> Bool { lookup(id) == .opaque }

    private mutating func place(_ slot: Slot, under id: String) {
        // Dense ids grow the array by at most 65,536 slots (1 MB) at a time, so a lone huge id costs no more.
        if let number = XctraceValue.plainInteger(id.utf8), number > 0, number < Self.maxDenseID, number <= slots.count + 65_536 {
            let index = Int(number)
            if index >= slots.count { slots += [Slot](repeating: .undefined, count: index - slots.count + 1) }
            slots[index] = slot
        } else {
            sparse[id] = slot
        }
    }

    /// The value defined under `id`, or nil when no value has that id (yet).
    func resolve(_ id: String) -> XctraceValue? {
        lookup(id).map(value(of:))
    }

    private func lookup(_ id: String) -> Slot? {
        if let number = XctraceValue.plainInteger(id.utf8), number > 0, number < slots.count {
            let slot = slots[Int(number)]
            if slot != .undefined { return slot }
        }
        return sparse[id]
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
        case .undefined, .opaque: return XctraceValue(type: "", text: "")
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
