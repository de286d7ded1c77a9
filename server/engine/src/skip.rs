//! Why a candidate was skipped: the code fits the pattern's shape, but the semantic model could
//! not say what a typed metavariable or an identifier expression asks of it, so it is neither
//! matched nor rewritten on a guess. Each skip keeps its place and its reason, so a user can
//! look into it (`cocci apply --explain-skips`).

use ra_ap_syntax::TextRange;

/// Why the model could not answer for a candidate.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum SkipReason {
    /// No semantic model answers for this file (it could not be loaded, or there is none).
    NoModel,
    /// An earlier rule rewrote the code: the model knows the file as it was.
    Rewritten,
    /// Code in a macro call's arguments that the model did not expand to a known type.
    InMacro,
    /// The model's own reason, such as code configured out by a `cfg` attribute.
    Model(String),
    /// The model could not tell the code's type (inference failed or gave up).
    TypeUnknown,
    /// The model could not tell what the path names.
    NameUnknown,
}

impl SkipReason {
    /// A short label for counting skips by reason (the summary line, JSON output).
    pub fn kind(&self) -> &'static str {
        match self {
            SkipReason::NoModel => "no model",
            SkipReason::Rewritten => "rewritten by an earlier rule",
            SkipReason::InMacro => "in a macro call",
            SkipReason::Model(why) if why.starts_with(sema_api::CONFIGURED_OUT) => "configured out",
            SkipReason::Model(why) if why.contains("no crate") => "no model",
            SkipReason::Model(why) if why.starts_with("in a doctest") => "in a doctest",
            SkipReason::Model(why) if why.starts_with("inside a macro_rules! transcriber") => "in a macro_rules! body",
            SkipReason::Model(why) if why.contains("changed since") => "file changed",
            SkipReason::Model(why) if why.contains("did not run") => "proc macros or build script not run",
            SkipReason::Model(_) => "model",
            SkipReason::TypeUnknown => "type unknown",
            SkipReason::NameUnknown => "name unknown",
        }
    }
}

impl std::fmt::Display for SkipReason {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SkipReason::NoModel => f.write_str("no semantic model for this file"),
            SkipReason::Rewritten => {
                f.write_str("an earlier rule rewrote this code, and the model knows the file as it was")
            }
            SkipReason::InMacro => f.write_str("inside a macro call whose expansion the model could not type"),
            SkipReason::Model(why) => f.write_str(why),
            SkipReason::TypeUnknown => f.write_str("the model could not tell its type"),
            SkipReason::NameUnknown => f.write_str("the model could not tell what it names"),
        }
    }
}

/// One skipped candidate.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Skip {
    /// The rule whose pattern it fitted.
    pub rule: String,
    /// The candidate's code in the text given to the engine; `None` where an earlier rule
    /// rewrote it.
    pub at: Option<TextRange>,
    pub reason: SkipReason,
}
