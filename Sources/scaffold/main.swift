import Foundation
import ScaffoldCLI

let code = CLI.main(CommandLine.arguments)
// Straight out, without the exit handlers of the runtime and Foundation linked into the binary: they do
// nothing a finished command needs (its output went out with write(2); stdio is flushed here), and they cost
// a warm lint run about 1 ms, a tenth of it.
fflush(nil)
_exit(code)
