use clap::{App, Arg};

pub fn cli() -> App<'static> {
    App::new("demo").arg(Arg::new("file").multiple_occurrences(true))
}

pub struct Query;

impl Query {
    pub fn multiple(self, _b: bool) -> Self {
        self
    }
}

pub fn query() -> Query {
    // Not a clap argument.
    Query.multiple(true)
}
