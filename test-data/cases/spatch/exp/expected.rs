fn main(i: i32) {

    let k = bar();

    if i > 1 {
        bar();
    } else {
        bar();
    }

    bar();


}
