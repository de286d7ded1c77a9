use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

struct Graph {
    root: Rc<RefCell<Node>>,
    index: HashMap<String, Rc<RefCell<Node>>>,
    nested: Rc<RefCell<Vec<Rc<RefCell<u8>>>>>,
}

impl Graph {
    fn find(&self, name: &str) -> Option<Rc<RefCell<Node>>> {
        let hit: Option<&Rc<RefCell<Node>>> = self.index.get(name);
        hit.cloned()
    }

    fn roots<'a>(&'a self) -> impl Iterator<Item = &'a Rc<RefCell<Node>>> + 'a {
        std::iter::once(&self.root)
    }
}

fn link(a: Rc<RefCell<Node>>, b: &mut Vec<Rc<RefCell<dyn Fn(u8) -> u8>>>) {}
