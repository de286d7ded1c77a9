use clap::{App, Arg};

pub fn cli() -> App<'static> {
    App::new("demo")
        .arg(Arg::new("verbose").long("verbose").multiple_occurrences(true))
        .arg(Arg::new("config").long("config").required_unless_present("defaults").ignore_case(true))
        .subcommand(App::new("run").arg(clap::Arg::new("file")))
}
