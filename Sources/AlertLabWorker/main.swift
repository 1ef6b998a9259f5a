import ApproachRegistry
import Isolation
import SignUpTrials

/// `alertlab-worker`: where every cell runs. `alertlab` starts it, sends it cells and sign-up
/// trials on standard input and reads one report for each (`Worker`); it is not meant to be
/// run by hand. The signals the command ignores stay ignored here, as a started process
/// inherits them; `Worker.run` gives back the ones a worker must end on.
Worker.run(approaches: Approaches.all, signUpTrials: SignUpTrial.byWriter)
