import HitchBenchCommandLine

// The executable is the command line library and nothing else; every command lives in HitchBenchCommandLine.
HarnessCommandLine.main()
