(define (problem plan_trial_H00001_vase_desklamp)
(:domain alfred)
(:objects
  agent1 - agent
  BookType - otype
  BoxType - otype
  CreditCardType - otype
  DeskLampType - otype
  KeyChainType - otype
  NewspaperType - otype
  VaseType - otype
  CoffeeTableType - rtype
  DresserType - rtype
  ShelfType - rtype
  SideTableType - rtype
  SofaType - rtype
  TVStandType - rtype
  Vase_bar__minus_00_dot_32_bar__minus_01_dot_62_bar__plus_00_dot_23 - object
  CreditCard_bar__plus_02_dot_36_bar__minus_01_dot_68_bar__minus_02_dot_45 - object
  Box_bar__minus_01_dot_35_bar__minus_01_dot_12_bar__plus_00_dot_21 - object
  Newspaper_bar__minus_00_dot_46_bar__minus_00_dot_62_bar__plus_01_dot_89 - object
  KeyChain_bar__plus_00_dot_18_bar__plus_00_dot_96_bar__minus_01_dot_18 - object
  Book_bar__plus_01_dot_16_bar__plus_02_dot_41_bar__minus_00_dot_39 - object
  DeskLamp_bar__plus_01_dot_33_bar__plus_01_dot_94_bar__plus_00_dot_79 - object
  CoffeeTable_bar__minus_00_dot_58_bar__minus_00_dot_98_bar__plus_00_dot_24 - receptacle
  Sofa_bar__minus_00_dot_91_bar__minus_02_dot_00_bar__plus_02_dot_22 - receptacle
  TVStand_bar__minus_00_dot_12_bar__plus_01_dot_37_bar__plus_02_dot_10 - receptacle
  Dresser_bar__plus_00_dot_36_bar__minus_01_dot_90_bar__minus_01_dot_80 - receptacle
  Shelf_bar__plus_01_dot_52_bar__plus_00_dot_22_bar__plus_01_dot_41 - receptacle
  SideTable_bar__plus_01_dot_27_bar__minus_01_dot_02_bar__plus_01_dot_98 - receptacle
  loc_bar_1_bar_8_bar_1_bar_15 - location
  loc_bar_5_bar_0_bar_3_bar_0 - location
  loc_bar_7_bar_8_bar_3_bar_30 - location
  loc_bar__minus_2_bar__minus_3_bar_3_bar_45 - location
  loc_bar__minus_4_bar_1_bar_2_bar_30 - location
  loc_bar__minus_6_bar_3_bar_1_bar_15 - location
  loc_bar__minus_7_bar__minus_1_bar_3_bar_15 - location
)
(:init
  (= (total-cost) 0)
  (atLocation agent1 loc_bar__minus_2_bar__minus_3_bar_3_bar_45)
  (canContain CoffeeTableType BookType)
  (canContain CoffeeTableType BoxType)
  (canContain CoffeeTableType CreditCardType)
  (canContain CoffeeTableType KeyChainType)
  (canContain CoffeeTableType NewspaperType)
  (canContain CoffeeTableType VaseType)
  (canContain DresserType BookType)
  (canContain DresserType BoxType)
  (canContain DresserType CreditCardType)
  (canContain DresserType KeyChainType)
  (canContain DresserType NewspaperType)
  (canContain DresserType VaseType)
  (canContain ShelfType BookType)
  (canContain ShelfType BoxType)
  (canContain ShelfType CreditCardType)
  (canContain ShelfType KeyChainType)
  (canContain ShelfType NewspaperType)
  (canContain ShelfType VaseType)
  (canContain SideTableType BookType)
  (canContain SideTableType BoxType)
  (canContain SideTableType CreditCardType)
  (canContain SideTableType KeyChainType)
  (canContain SideTableType NewspaperType)
  (canContain SideTableType VaseType)
  (canContain SofaType BookType)
  (canContain SofaType BoxType)
  (canContain SofaType CreditCardType)
  (canContain SofaType KeyChainType)
  (canContain SofaType NewspaperType)
  (canContain SofaType VaseType)
  (canContain TVStandType BookType)
  (canContain TVStandType BoxType)
  (canContain TVStandType CreditCardType)
  (canContain TVStandType KeyChainType)
  (canContain TVStandType NewspaperType)
  (canContain TVStandType VaseType)
  (receptacleType CoffeeTable_bar__minus_00_dot_58_bar__minus_00_dot_98_bar__plus_00_dot_24 CoffeeTableType)
  (receptacleAtLocation CoffeeTable_bar__minus_00_dot_58_bar__minus_00_dot_98_bar__plus_00_dot_24 loc_bar_5_bar_0_bar_3_bar_0)
  (receptacleType Sofa_bar__minus_00_dot_91_bar__minus_02_dot_00_bar__plus_02_dot_22 SofaType)
  (receptacleAtLocation Sofa_bar__minus_00_dot_91_bar__minus_02_dot_00_bar__plus_02_dot_22 loc_bar__minus_6_bar_3_bar_1_bar_15)
  (receptacleType TVStand_bar__minus_00_dot_12_bar__plus_01_dot_37_bar__plus_02_dot_10 TVStandType)
  (receptacleAtLocation TVStand_bar__minus_00_dot_12_bar__plus_01_dot_37_bar__plus_02_dot_10 loc_bar_1_bar_8_bar_1_bar_15)
  (receptacleType Dresser_bar__plus_00_dot_36_bar__minus_01_dot_90_bar__minus_01_dot_80 DresserType)
  (receptacleAtLocation Dresser_bar__plus_00_dot_36_bar__minus_01_dot_90_bar__minus_01_dot_80 loc_bar__minus_7_bar__minus_1_bar_3_bar_15)
  (receptacleType Shelf_bar__plus_01_dot_52_bar__plus_00_dot_22_bar__plus_01_dot_41 ShelfType)
  (receptacleAtLocation Shelf_bar__plus_01_dot_52_bar__plus_00_dot_22_bar__plus_01_dot_41 loc_bar__minus_4_bar_1_bar_2_bar_30)
  (receptacleType SideTable_bar__plus_01_dot_27_bar__minus_01_dot_02_bar__plus_01_dot_98 SideTableType)
  (receptacleAtLocation SideTable_bar__plus_01_dot_27_bar__minus_01_dot_02_bar__plus_01_dot_98 loc_bar_7_bar_8_bar_3_bar_30)
  (objectType Vase_bar__minus_00_dot_32_bar__minus_01_dot_62_bar__plus_00_dot_23 VaseType)
  (inReceptacle Vase_bar__minus_00_dot_32_bar__minus_01_dot_62_bar__plus_00_dot_23 CoffeeTable_bar__minus_00_dot_58_bar__minus_00_dot_98_bar__plus_00_dot_24)
  (objectAtLocation Vase_bar__minus_00_dot_32_bar__minus_01_dot_62_bar__plus_00_dot_23 loc_bar_5_bar_0_bar_3_bar_0)
  (pickupable Vase_bar__minus_00_dot_32_bar__minus_01_dot_62_bar__plus_00_dot_23)
  (objectType CreditCard_bar__plus_02_dot_36_bar__minus_01_dot_68_bar__minus_02_dot_45 CreditCardType)
  (inReceptacle CreditCard_bar__plus_02_dot_36_bar__minus_01_dot_68_bar__minus_02_dot_45 Dresser_bar__plus_00_dot_36_bar__minus_01_dot_90_bar__minus_01_dot_80)
  (objectAtLocation CreditCard_bar__plus_02_dot_36_bar__minus_01_dot_68_bar__minus_02_dot_45 loc_bar__minus_7_bar__minus_1_bar_3_bar_15)
  (pickupable CreditCard_bar__plus_02_dot_36_bar__minus_01_dot_68_bar__minus_02_dot_45)
  (objectType Box_bar__minus_01_dot_35_bar__minus_01_dot_12_bar__plus_00_dot_21 BoxType)
  (inReceptacle Box_bar__minus_01_dot_35_bar__minus_01_dot_12_bar__plus_00_dot_21 Dresser_bar__plus_00_dot_36_bar__minus_01_dot_90_bar__minus_01_dot_80)
  (objectAtLocation Box_bar__minus_01_dot_35_bar__minus_01_dot_12_bar__plus_00_dot_21 loc_bar__minus_7_bar__minus_1_bar_3_bar_15)
  (pickupable Box_bar__minus_01_dot_35_bar__minus_01_dot_12_bar__plus_00_dot_21)
  (objectType Newspaper_bar__minus_00_dot_46_bar__minus_00_dot_62_bar__plus_01_dot_89 NewspaperType)
  (inReceptacle Newspaper_bar__minus_00_dot_46_bar__minus_00_dot_62_bar__plus_01_dot_89 Dresser_bar__plus_00_dot_36_bar__minus_01_dot_90_bar__minus_01_dot_80)
  (objectAtLocation Newspaper_bar__minus_00_dot_46_bar__minus_00_dot_62_bar__plus_01_dot_89 loc_bar__minus_7_bar__minus_1_bar_3_bar_15)
  (pickupable Newspaper_bar__minus_00_dot_46_bar__minus_00_dot_62_bar__plus_01_dot_89)
  (objectType KeyChain_bar__plus_00_dot_18_bar__plus_00_dot_96_bar__minus_01_dot_18 KeyChainType)
  (inReceptacle KeyChain_bar__plus_00_dot_18_bar__plus_00_dot_96_bar__minus_01_dot_18 CoffeeTable_bar__minus_00_dot_58_bar__minus_00_dot_98_bar__plus_00_dot_24)
  (objectAtLocation KeyChain_bar__plus_00_dot_18_bar__plus_00_dot_96_bar__minus_01_dot_18 loc_bar_5_bar_0_bar_3_bar_0)
  (pickupable KeyChain_bar__plus_00_dot_18_bar__plus_00_dot_96_bar__minus_01_dot_18)
  (objectType Book_bar__plus_01_dot_16_bar__plus_02_dot_41_bar__minus_00_dot_39 BookType)
  (inReceptacle Book_bar__plus_01_dot_16_bar__plus_02_dot_41_bar__minus_00_dot_39 Dresser_bar__plus_00_dot_36_bar__minus_01_dot_90_bar__minus_01_dot_80)
  (objectAtLocation Book_bar__plus_01_dot_16_bar__plus_02_dot_41_bar__minus_00_dot_39 loc_bar__minus_7_bar__minus_1_bar_3_bar_15)
  (pickupable Book_bar__plus_01_dot_16_bar__plus_02_dot_41_bar__minus_00_dot_39)
  (objectType DeskLamp_bar__plus_01_dot_33_bar__plus_01_dot_94_bar__plus_00_dot_79 DeskLampType)
  (inReceptacle DeskLamp_bar__plus_01_dot_33_bar__plus_01_dot_94_bar__plus_00_dot_79 Dresser_bar__plus_00_dot_36_bar__minus_01_dot_90_bar__minus_01_dot_80)
  (objectAtLocation DeskLamp_bar__plus_01_dot_33_bar__plus_01_dot_94_bar__plus_00_dot_79 loc_bar__minus_7_bar__minus_1_bar_3_bar_15)
  (toggleable DeskLamp_bar__plus_01_dot_33_bar__plus_01_dot_94_bar__plus_00_dot_79)
)
(:goal
     (and
         (exists (?ot - object ?r - receptacle ?a - agent ?l - location)
             (and
                 (objectType ?ot DeskLampType)
                 (toggleable ?ot)
                 (isToggled ?ot)
                 (receptacleAtLocation ?r ?l)
                 (atLocation ?a ?l)
                 (inReceptacle ?ot ?r)
             )
         )
         (exists (?o - object ?a - agent)
             (and
                 (objectType ?o VaseType)
                 (holds ?a ?o)
             )
         )
     )
)
)
