fn  widest (  xs:&[u32] ,ys :&[u32])->u32{
	let   m =std::cmp::max(xs[0],ys[0])  ;
		let n=std::cmp::max(  xs.len() as u32 ,  7 );// odd


	if m>n {   std::cmp::max(m , n)   } else {n}
}
