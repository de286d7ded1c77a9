pub struct Registry {
    items: Vec<Item>,
}

impl Registry {
    pub fn new(cap: usize) -> Self {
        Registry { items: Vec::with_capacity(cap) }
    }
}

impl Options {
    pub fn new() -> Options {
        Options { verbose: false }
    }
}

fn boot() -> (Registry, Options) {
    let reg = Registry::default();
    let opts = Options::default();
    (reg, opts)
}
