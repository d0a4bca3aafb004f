(define (problem plan_trial_H00007_box_desklamp)
(:domain alfred)
(:objects
  agent1 - agent
  BookType - otype
  BoxType - otype
  CreditCardType - otype
  DeskLampType - otype
  NewspaperType - otype
  CoffeeTableType - rtype
  DrawerType - rtype
  ShelfType - rtype
  SideTableType - rtype
  SofaType - rtype
  TVStandType - rtype
  Box_bar__plus_01_dot_63_bar__minus_01_dot_77_bar__minus_01_dot_15 - object
  CreditCard_bar__minus_01_dot_10_bar__plus_00_dot_98_bar__plus_00_dot_58 - object
  Book_bar__minus_02_dot_16_bar__minus_00_dot_75_bar__minus_01_dot_68 - object
  Newspaper_bar__plus_00_dot_52_bar__minus_01_dot_88_bar__plus_00_dot_11 - object
  DeskLamp_bar__minus_00_dot_93_bar__plus_01_dot_49_bar__plus_01_dot_33 - object
  TVStand_bar__plus_00_dot_02_bar__minus_01_dot_22_bar__plus_00_dot_04 - receptacle
  Drawer_bar__minus_00_dot_75_bar__plus_01_dot_94_bar__plus_01_dot_94 - receptacle
  Sofa_bar__plus_00_dot_40_bar__minus_02_dot_24_bar__minus_00_dot_86 - receptacle
  SideTable_bar__plus_01_dot_32_bar__plus_01_dot_25_bar__minus_01_dot_78 - receptacle
  Shelf_bar__minus_00_dot_98_bar__minus_01_dot_09_bar__minus_00_dot_21 - receptacle
  CoffeeTable_bar__plus_00_dot_06_bar__minus_01_dot_61_bar__plus_00_dot_73 - receptacle
  loc_bar_2_bar__minus_2_bar_2_bar_30 - location
  loc_bar_4_bar_2_bar_0_bar_30 - location
  loc_bar_5_bar_7_bar_3_bar_60 - location
  loc_bar_6_bar_0_bar_0_bar_60 - location
  loc_bar__minus_5_bar_2_bar_1_bar_45 - location
  loc_bar__minus_5_bar__minus_5_bar_1_bar_45 - location
  loc_bar__minus_7_bar_4_bar_0_bar_60 - location
)
(:init
  (= (total-cost) 0)
  (atLocation agent1 loc_bar_6_bar_0_bar_0_bar_60)
  (canContain CoffeeTableType BookType)
  (canContain CoffeeTableType BoxType)
  (canContain CoffeeTableType CreditCardType)
  (canContain CoffeeTableType NewspaperType)
  (canContain DrawerType BookType)
  (canContain DrawerType BoxType)
  (canContain DrawerType CreditCardType)
  (canContain DrawerType NewspaperType)
  (canContain ShelfType BookType)
  (canContain ShelfType BoxType)
  (canContain ShelfType CreditCardType)
  (canContain ShelfType NewspaperType)
  (canContain SideTableType BookType)
  (canContain SideTableType BoxType)
  (canContain SideTableType CreditCardType)
  (canContain SideTableType NewspaperType)
  (canContain SofaType BookType)
  (canContain SofaType BoxType)
  (canContain SofaType CreditCardType)
  (canContain SofaType NewspaperType)
  (canContain TVStandType BookType)
  (canContain TVStandType BoxType)
  (canContain TVStandType CreditCardType)
  (canContain TVStandType NewspaperType)
  (receptacleType TVStand_bar__plus_00_dot_02_bar__minus_01_dot_22_bar__plus_00_dot_04 TVStandType)
  (receptacleAtLocation TVStand_bar__plus_00_dot_02_bar__minus_01_dot_22_bar__plus_00_dot_04 loc_bar_2_bar__minus_2_bar_2_bar_30)
  (receptacleType Drawer_bar__minus_00_dot_75_bar__plus_01_dot_94_bar__plus_01_dot_94 DrawerType)
  (receptacleAtLocation Drawer_bar__minus_00_dot_75_bar__plus_01_dot_94_bar__plus_01_dot_94 loc_bar__minus_5_bar__minus_5_bar_1_bar_45)
  (openable Drawer_bar__minus_00_dot_75_bar__plus_01_dot_94_bar__plus_01_dot_94)
  (receptacleType Sofa_bar__plus_00_dot_40_bar__minus_02_dot_24_bar__minus_00_dot_86 SofaType)
  (receptacleAtLocation Sofa_bar__plus_00_dot_40_bar__minus_02_dot_24_bar__minus_00_dot_86 loc_bar_5_bar_7_bar_3_bar_60)
  (receptacleType SideTable_bar__plus_01_dot_32_bar__plus_01_dot_25_bar__minus_01_dot_78 SideTableType)
  (receptacleAtLocation SideTable_bar__plus_01_dot_32_bar__plus_01_dot_25_bar__minus_01_dot_78 loc_bar__minus_5_bar_2_bar_1_bar_45)
  (receptacleType Shelf_bar__minus_00_dot_98_bar__minus_01_dot_09_bar__minus_00_dot_21 ShelfType)
  (receptacleAtLocation Shelf_bar__minus_00_dot_98_bar__minus_01_dot_09_bar__minus_00_dot_21 loc_bar__minus_7_bar_4_bar_0_bar_60)
  (receptacleType CoffeeTable_bar__plus_00_dot_06_bar__minus_01_dot_61_bar__plus_00_dot_73 CoffeeTableType)
  (receptacleAtLocation CoffeeTable_bar__plus_00_dot_06_bar__minus_01_dot_61_bar__plus_00_dot_73 loc_bar_4_bar_2_bar_0_bar_30)
  (objectType Box_bar__plus_01_dot_63_bar__minus_01_dot_77_bar__minus_01_dot_15 BoxType)
  (inReceptacle Box_bar__plus_01_dot_63_bar__minus_01_dot_77_bar__minus_01_dot_15 Sofa_bar__plus_00_dot_40_bar__minus_02_dot_24_bar__minus_00_dot_86)
  (objectAtLocation Box_bar__plus_01_dot_63_bar__minus_01_dot_77_bar__minus_01_dot_15 loc_bar_5_bar_7_bar_3_bar_60)
  (pickupable Box_bar__plus_01_dot_63_bar__minus_01_dot_77_bar__minus_01_dot_15)
  (objectType CreditCard_bar__minus_01_dot_10_bar__plus_00_dot_98_bar__plus_00_dot_58 CreditCardType)
  (inReceptacle CreditCard_bar__minus_01_dot_10_bar__plus_00_dot_98_bar__plus_00_dot_58 Sofa_bar__plus_00_dot_40_bar__minus_02_dot_24_bar__minus_00_dot_86)
  (objectAtLocation CreditCard_bar__minus_01_dot_10_bar__plus_00_dot_98_bar__plus_00_dot_58 loc_bar_5_bar_7_bar_3_bar_60)
  (pickupable CreditCard_bar__minus_01_dot_10_bar__plus_00_dot_98_bar__plus_00_dot_58)
  (objectType Book_bar__minus_02_dot_16_bar__minus_00_dot_75_bar__minus_01_dot_68 BookType)
  (inReceptacle Book_bar__minus_02_dot_16_bar__minus_00_dot_75_bar__minus_01_dot_68 TVStand_bar__plus_00_dot_02_bar__minus_01_dot_22_bar__plus_00_dot_04)
  (objectAtLocation Book_bar__minus_02_dot_16_bar__minus_00_dot_75_bar__minus_01_dot_68 loc_bar_2_bar__minus_2_bar_2_bar_30)
  (pickupable Book_bar__minus_02_dot_16_bar__minus_00_dot_75_bar__minus_01_dot_68)
  (objectType Newspaper_bar__plus_00_dot_52_bar__minus_01_dot_88_bar__plus_00_dot_11 NewspaperType)
  (inReceptacle Newspaper_bar__plus_00_dot_52_bar__minus_01_dot_88_bar__plus_00_dot_11 Sofa_bar__plus_00_dot_40_bar__minus_02_dot_24_bar__minus_00_dot_86)
  (objectAtLocation Newspaper_bar__plus_00_dot_52_bar__minus_01_dot_88_bar__plus_00_dot_11 loc_bar_5_bar_7_bar_3_bar_60)
  (pickupable Newspaper_bar__plus_00_dot_52_bar__minus_01_dot_88_bar__plus_00_dot_11)
  (objectType DeskLamp_bar__minus_00_dot_93_bar__plus_01_dot_49_bar__plus_01_dot_33 DeskLampType)
  (inReceptacle DeskLamp_bar__minus_00_dot_93_bar__plus_01_dot_49_bar__plus_01_dot_33 SideTable_bar__plus_01_dot_32_bar__plus_01_dot_25_bar__minus_01_dot_78)
  (objectAtLocation DeskLamp_bar__minus_00_dot_93_bar__plus_01_dot_49_bar__plus_01_dot_33 loc_bar__minus_5_bar_2_bar_1_bar_45)
  (toggleable DeskLamp_bar__minus_00_dot_93_bar__plus_01_dot_49_bar__plus_01_dot_33)
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
                 (objectType ?o BoxType)
                 (holds ?a ?o)
             )
         )
     )
)
)
