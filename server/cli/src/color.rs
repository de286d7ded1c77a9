//! Whether to colour an output: `--color auto|always|never`, the `NO_COLOR` convention
//! (<https://no-color.org>) and whether the output is a terminal.
//!
//! `auto` colours only what a person sees: an output piped into a file or a program keeps
//! exactly the plain text scripts and tests read.

use std::io::IsTerminal;
use std::sync::OnceLock;

/// The `--color` flag.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum ColorChoice {
    /// Colour an output when it is a terminal and `NO_COLOR` is not set.
    #[default]
    Auto,
    /// Always colour, even into a pipe or a file (and whatever `NO_COLOR` says).
    Always,
    /// Never colour.
    Never,
}

/// The two outputs, each decided on its own (`cocci check | less` may still colour stderr).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stream {
    Stdout,
    Stderr,
}

static CHOICE: OnceLock<ColorChoice> = OnceLock::new();

/// Sets the run's choice; the first call wins (before any call, `auto`).
pub fn choose(choice: ColorChoice) {
    let _ = CHOICE.set(choice);
}

/// Whether to colour what goes to `stream`; decided once, on first asking.
pub fn enabled(stream: Stream) -> bool {
    static DECIDED: [OnceLock<bool>; 2] = [OnceLock::new(), OnceLock::new()];
    let (slot, terminal): (_, fn() -> bool) = match stream {
        Stream::Stdout => (&DECIDED[0], || std::io::stdout().is_terminal()),
        Stream::Stderr => (&DECIDED[1], || std::io::stderr().is_terminal()),
    };
    *slot.get_or_init(|| {
        let choice = CHOICE.get().copied().unwrap_or_default();
        let no_color = std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
        let dumb = std::env::var_os("TERM").is_some_and(|t| t == "dumb");
        decide(choice, no_color || dumb, terminal)
    })
}

/// The decision itself. `refused` is the environment asking for no colour (`NO_COLOR`, a dumb
/// terminal): an explicit `--color always` still wins over it, as the convention asks.
fn decide(choice: ColorChoice, refused: bool, terminal: impl FnOnce() -> bool) -> bool {
    match choice {
        ColorChoice::Always => true,
        ColorChoice::Never => false,
        ColorChoice::Auto => !refused && terminal(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn auto_colours_only_a_terminal_the_environment_allows() {
        assert!(decide(ColorChoice::Auto, false, || true));
        assert!(!decide(ColorChoice::Auto, false, || false));
        assert!(!decide(ColorChoice::Auto, true, || true), "NO_COLOR refuses");
    }

    #[test]
    fn an_explicit_choice_wins() {
        assert!(decide(ColorChoice::Always, true, || false));
        assert!(!decide(ColorChoice::Never, false, || true));
    }
}
