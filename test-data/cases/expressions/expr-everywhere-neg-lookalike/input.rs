const NO_NAMES: bool = NAMES.len() == 1;
static SHORT: bool = 0 == DEFAULT_PATH.len();

trait Bag {
    fn is_void(&self) -> bool {
        self.items().len() <= 0
    }
}

impl Shelf {
    fn bare(&self) -> bool {
        let n = self.books.len;
        while self.queue.len(0) == 0 {}
        match n {
            0 => self.books.count() == 0,
            _ => len(&self.books) == 0,
        }
    }
}
