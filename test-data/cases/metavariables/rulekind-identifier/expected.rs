fn new_name(x: u32) -> u32 {
    x
}

fn main() {
    let new_name = 3;
    let y = new_name + 1;
    println!("{}", y);
}
