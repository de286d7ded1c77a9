#[deprecated]
fn load(name: &str) -> Handle {
    open(name)
}

#[deprecated]
fn save(name: &str) -> Handle {
    create(name)
}

fn main() {
    let a = load("in.txt");
    let b = save("out.txt");
    register(load, b);
    register(save, a);
}
