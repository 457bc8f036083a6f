import Foundation
import ScaffoldCLI

exit(CLI.main(CommandLine.arguments))
