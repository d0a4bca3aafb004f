(define (problem plan_trial_H00012_vase_desklamp)
(:domain alfred)
(:objects
  agent1 - agent
  BookType - otype
  BoxType - otype
  CreditCardType - otype
  DeskLampType - otype
  NewspaperType - otype
  VaseType - otype
  ArmChairType - rtype
  CoffeeTableType - rtype
  DrawerType - rtype
  SideTableType - rtype
  TVStandType - rtype
  Vase_bar__minus_01_dot_10_bar__minus_01_dot_32_bar__plus_00_dot_48 - object
  Box_bar__minus_00_dot_36_bar__plus_00_dot_67_bar__minus_02_dot_04 - object
  CreditCard_bar__minus_01_dot_41_bar__plus_02_dot_29_bar__plus_01_dot_52 - object
  Newspaper_bar__minus_00_dot_50_bar__plus_00_dot_12_bar__minus_01_dot_91 - object
  Book_bar__minus_00_dot_22_bar__plus_01_dot_40_bar__plus_00_dot_27 - object
  DeskLamp_bar__minus_01_dot_78_bar__minus_02_dot_21_bar__plus_01_dot_59 - object
  CoffeeTable_bar__minus_00_dot_63_bar__minus_00_dot_44_bar__plus_00_dot_96 - receptacle
  ArmChair_bar__minus_01_dot_21_bar__minus_01_dot_99_bar__plus_00_dot_02 - receptacle
  SideTable_bar__minus_00_dot_15_bar__plus_00_dot_47_bar__plus_02_dot_18 - receptacle
  TVStand_bar__minus_01_dot_86_bar__plus_01_dot_96_bar__minus_00_dot_86 - receptacle
  Drawer_bar__plus_02_dot_15_bar__minus_00_dot_07_bar__minus_02_dot_26 - receptacle
  loc_bar_1_bar_4_bar_0_bar_0 - location
  loc_bar_4_bar_1_bar_3_bar_15 - location
  loc_bar_8_bar__minus_8_bar_0_bar_45 - location
  loc_bar__minus_1_bar__minus_1_bar_3_bar_15 - location
  loc_bar__minus_3_bar__minus_2_bar_1_bar_45 - location
  loc_bar__minus_7_bar_5_bar_3_bar_0 - location
)
(:init
  (= (total-cost) 0)
  (atLocation agent1 loc_bar_4_bar_1_bar_3_bar_15)
  (canContain ArmChairType BookType)
  (canContain ArmChairType BoxType)
  (canContain ArmChairType CreditCardType)
  (canContain ArmChairType NewspaperType)
  (canContain ArmChairType VaseType)
  (canContain CoffeeTableType BookType)
  (canContain CoffeeTableType BoxType)
  (canContain CoffeeTableType CreditCardType)
  (canContain CoffeeTableType NewspaperType)
  (canContain CoffeeTableType VaseType)
  (canContain DrawerType BookType)
  (canContain DrawerType BoxType)
  (canContain DrawerType CreditCardType)
  (canContain DrawerType NewspaperType)
  (canContain DrawerType VaseType)
  (canContain SideTableType BookType)
  (canContain SideTableType BoxType)
  (canContain SideTableType CreditCardType)
  (canContain SideTableType NewspaperType)
  (canContain SideTableType VaseType)
  (canContain TVStandType BookType)
  (canContain TVStandType BoxType)
  (canContain TVStandType CreditCardType)
  (canContain TVStandType NewspaperType)
  (canContain TVStandType VaseType)
  (receptacleType CoffeeTable_bar__minus_00_dot_63_bar__minus_00_dot_44_bar__plus_00_dot_96 CoffeeTableType)
  (receptacleAtLocation CoffeeTable_bar__minus_00_dot_63_bar__minus_00_dot_44_bar__plus_00_dot_96 loc_bar__minus_1_bar__minus_1_bar_3_bar_15)
  (receptacleType ArmChair_bar__minus_01_dot_21_bar__minus_01_dot_99_bar__plus_00_dot_02 ArmChairType)
  (receptacleAtLocation ArmChair_bar__minus_01_dot_21_bar__minus_01_dot_99_bar__plus_00_dot_02 loc_bar__minus_7_bar_5_bar_3_bar_0)
  (receptacleType SideTable_bar__minus_00_dot_15_bar__plus_00_dot_47_bar__plus_02_dot_18 SideTableType)
  (receptacleAtLocation SideTable_bar__minus_00_dot_15_bar__plus_00_dot_47_bar__plus_02_dot_18 loc_bar_1_bar_4_bar_0_bar_0)
  (receptacleType TVStand_bar__minus_01_dot_86_bar__plus_01_dot_96_bar__minus_00_dot_86 TVStandType)
  (receptacleAtLocation TVStand_bar__minus_01_dot_86_bar__plus_01_dot_96_bar__minus_00_dot_86 loc_bar_8_bar__minus_8_bar_0_bar_45)
  (receptacleType Drawer_bar__plus_02_dot_15_bar__minus_00_dot_07_bar__minus_02_dot_26 DrawerType)
  (receptacleAtLocation Drawer_bar__plus_02_dot_15_bar__minus_00_dot_07_bar__minus_02_dot_26 loc_bar__minus_3_bar__minus_2_bar_1_bar_45)
  (openable Drawer_bar__plus_02_dot_15_bar__minus_00_dot_07_bar__minus_02_dot_26)
  (objectType Vase_bar__minus_01_dot_10_bar__minus_01_dot_32_bar__plus_00_dot_48 VaseType)
  (inReceptacle Vase_bar__minus_01_dot_10_bar__minus_01_dot_32_bar__plus_00_dot_48 ArmChair_bar__minus_01_dot_21_bar__minus_01_dot_99_bar__plus_00_dot_02)
  (objectAtLocation Vase_bar__minus_01_dot_10_bar__minus_01_dot_32_bar__plus_00_dot_48 loc_bar__minus_7_bar_5_bar_3_bar_0)
  (pickupable Vase_bar__minus_01_dot_10_bar__minus_01_dot_32_bar__plus_00_dot_48)
  (objectType Box_bar__minus_00_dot_36_bar__plus_00_dot_67_bar__minus_02_dot_04 BoxType)
  (inReceptacle Box_bar__minus_00_dot_36_bar__plus_00_dot_67_bar__minus_02_dot_04 TVStand_bar__minus_01_dot_86_bar__plus_01_dot_96_bar__minus_00_dot_86)
  (objectAtLocation Box_bar__minus_00_dot_36_bar__plus_00_dot_67_bar__minus_02_dot_04 loc_bar_8_bar__minus_8_bar_0_bar_45)
  (pickupable Box_bar__minus_00_dot_36_bar__plus_00_dot_67_bar__minus_02_dot_04)
  (objectType CreditCard_bar__minus_01_dot_41_bar__plus_02_dot_29_bar__plus_01_dot_52 CreditCardType)
  (inReceptacle CreditCard_bar__minus_01_dot_41_bar__plus_02_dot_29_bar__plus_01_dot_52 ArmChair_bar__minus_01_dot_21_bar__minus_01_dot_99_bar__plus_00_dot_02)
  (objectAtLocation CreditCard_bar__minus_01_dot_41_bar__plus_02_dot_29_bar__plus_01_dot_52 loc_bar__minus_7_bar_5_bar_3_bar_0)
  (pickupable CreditCard_bar__minus_01_dot_41_bar__plus_02_dot_29_bar__plus_01_dot_52)
  (objectType Newspaper_bar__minus_00_dot_50_bar__plus_00_dot_12_bar__minus_01_dot_91 NewspaperType)
  (inReceptacle Newspaper_bar__minus_00_dot_50_bar__plus_00_dot_12_bar__minus_01_dot_91 CoffeeTable_bar__minus_00_dot_63_bar__minus_00_dot_44_bar__plus_00_dot_96)
  (objectAtLocation Newspaper_bar__minus_00_dot_50_bar__plus_00_dot_12_bar__minus_01_dot_91 loc_bar__minus_1_bar__minus_1_bar_3_bar_15)
  (pickupable Newspaper_bar__minus_00_dot_50_bar__plus_00_dot_12_bar__minus_01_dot_91)
  (objectType Book_bar__minus_00_dot_22_bar__plus_01_dot_40_bar__plus_00_dot_27 BookType)
  (inReceptacle Book_bar__minus_00_dot_22_bar__plus_01_dot_40_bar__plus_00_dot_27 Drawer_bar__plus_02_dot_15_bar__minus_00_dot_07_bar__minus_02_dot_26)
  (objectAtLocation Book_bar__minus_00_dot_22_bar__plus_01_dot_40_bar__plus_00_dot_27 loc_bar__minus_3_bar__minus_2_bar_1_bar_45)
  (pickupable Book_bar__minus_00_dot_22_bar__plus_01_dot_40_bar__plus_00_dot_27)
  (objectType DeskLamp_bar__minus_01_dot_78_bar__minus_02_dot_21_bar__plus_01_dot_59 DeskLampType)
  (inReceptacle DeskLamp_bar__minus_01_dot_78_bar__minus_02_dot_21_bar__plus_01_dot_59 SideTable_bar__minus_00_dot_15_bar__plus_00_dot_47_bar__plus_02_dot_18)
  (objectAtLocation DeskLamp_bar__minus_01_dot_78_bar__minus_02_dot_21_bar__plus_01_dot_59 loc_bar_1_bar_4_bar_0_bar_0)
  (toggleable DeskLamp_bar__minus_01_dot_78_bar__minus_02_dot_21_bar__plus_01_dot_59)
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
