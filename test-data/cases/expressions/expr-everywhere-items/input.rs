const NO_NAMES: bool = NAMES.len() == 0;
static EMPTY_PATH: bool = DEFAULT_PATH.len() == 0;

trait Bag {
    fn items(&self) -> &[Item];
    fn is_void(&self) -> bool {
        self.items().len() == 0
    }
}

struct Shelf {
    books: Vec<Book>,
}

impl Shelf {
    pub fn bare(&self) -> bool {
        fn none(v: &[Book]) -> bool {
            v.len() == 0
        }
        none(&self.books) && self.books.len() == 0
    }
}

impl Bag for Shelf {
    fn items(&self) -> &[Item] {
        const LOCAL: bool = "".len() == 0;
        &[]
    }
}
