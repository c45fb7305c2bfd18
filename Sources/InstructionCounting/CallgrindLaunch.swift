/// The command line and environment that run an executable under Callgrind for `InstructionCounter`.
///
/// Callgrind starts with instrumentation and collection off (`--instr-atstart=no`, `--collect-atstart=no`), so
/// startup, parsing and data generation run at the Valgrind core's speed and count nothing; the counter turns
/// instrumentation on for the run and collection on only inside `count(_:)`. Only the `Ir` event is collected (no
/// cache or branch simulation). The counter reads totals by asking Callgrind for its status (a monitor command,
/// answered in Valgrind's log) rather than by dumping a profile per sample: a dump walks every basic block seen
/// so far and cost about 40 ms a frame, the status request well under one. The log goes to a private folder, and
/// whatever in it is not a status answer is passed on to stderr afterwards. The child's environment fixes what
/// would otherwise vary between runs: Swift's per-process hash seed (Dictionary and Set order, hence work) and
/// the dynamic linker's lazy binding (the first call of each library function resolving its symbol inside
/// whichever frame happens to make it).
struct CallgrindLaunch: Equatable {
    /// The `valgrind` executable.
    var valgrind: String
    /// The program to run under it (the harness itself).
    var executable: String
    /// The program's arguments.
    var arguments: [String]
    /// The private folder for Valgrind's log and Callgrind's dump.
    var folder: CountingFolder
    /// Variables the caller passes to the child (`NAME=value`), set after the launch's own.
    var passedEnvironment: [String] = []

    /// Valgrind's options, before the program; the defaults that matter are spelled out because a
    /// `~/.valgrindrc` or `VALGRIND_OPTS` could change them, and the command line wins over both.
    var valgrindOptions: [String] {
        [
            "--tool=callgrind",
            "--quiet",
            "--log-file=" + folder.logFile,
            "--vgdb=no",
            "--instr-atstart=no",
            "--collect-atstart=no",
            "--cache-sim=no",
            "--branch-sim=no",
            "--dump-instr=no",
            "--separate-threads=no",
            "--callgrind-out-file=" + folder.outFile,
        ]
    }

    /// The full argument vector, `valgrind` first.
    var argumentVector: [String] {
        [valgrind] + valgrindOptions + [executable] + arguments
    }

    /// Variables the child gets on top of (or instead of) the parent's.
    var addedEnvironment: [(name: String, value: String)] {
        [
            (InstructionCounter.folderVariable, folder.path),
            ("SWIFT_DETERMINISTIC_HASHING", "1"),
            ("LD_BIND_NOW", "1"),
        ]
    }

    /// The child's environment: `inherited` (`NAME=value` entries, in order) without the variables this launch
    /// sets, then those.
    func environment(inheriting inherited: [String]) -> [String] {
        let added = addedEnvironment.map { $0.name + "=" + $0.value } + passedEnvironment
        let names = added.map { String($0.prefix { $0 != "=" }) + "=" }
        return inherited.filter { entry in !names.contains { entry.hasPrefix($0) } } + added
    }

    /// The first executable `valgrind` in a PATH value, or nil.
    static func findValgrind(searchPath: String?, isExecutable: (String) -> Bool) -> String? {
        guard let searchPath else { return nil }
        for folder in searchPath.split(separator: ":", omittingEmptySubsequences: true) {
            let candidate = (folder.hasSuffix("/") ? String(folder) : folder + "/") + "valgrind"
            if isExecutable(candidate) { return candidate }
        }
        return nil
    }
}
