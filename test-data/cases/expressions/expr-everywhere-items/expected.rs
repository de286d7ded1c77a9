const NO_NAMES: bool = NAMES.is_empty();
static EMPTY_PATH: bool = DEFAULT_PATH.is_empty();

trait Bag {
    fn items(&self) -> &[Item];
    fn is_void(&self) -> bool {
        self.items().is_empty()
    }
}

struct Shelf {
    books: Vec<Book>,
}

impl Shelf {
    pub fn bare(&self) -> bool {
        fn none(v: &[Book]) -> bool {
            v.is_empty()
        }
        none(&self.books) && self.books.is_empty()
    }
}

impl Bag for Shelf {
    fn items(&self) -> &[Item] {
        const LOCAL: bool = "".is_empty();
        &[]
    }
}
