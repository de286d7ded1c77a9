use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

struct Graph {
    root: Shared<Node>,
    index: HashMap<String, Shared<Node>>,
    nested: Shared<Vec<Shared<u8>>>,
}

impl Graph {
    fn find(&self, name: &str) -> Option<Shared<Node>> {
        let hit: Option<&Shared<Node>> = self.index.get(name);
        hit.cloned()
    }

    fn roots<'a>(&'a self) -> impl Iterator<Item = &'a Shared<Node>> + 'a {
        std::iter::once(&self.root)
    }
}

fn link(a: Shared<Node>, b: &mut Vec<Shared<dyn Fn(u8) -> u8>>) {}
