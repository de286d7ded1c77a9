pub struct Registry {
    items: Vec<Item>,
}

impl Registry {
    pub fn new() -> Self {
        Registry { items: Vec::new() }
    }

    pub fn len(&self) -> usize {
        self.items.len()
    }
}

fn boot() -> (Registry, Options) {
    let reg = Registry::default();
    let opts = Options::default();
    (reg, opts)
}
