(define (problem plan_trial_H00012_pan_countertop)
(:domain alfred)
(:objects
  agent1 - agent
  AppleType - otype
  BowlType - otype
  ForkType - otype
  PanType - otype
  CounterTopType - rtype
  DiningTableType - rtype
  FridgeType - rtype
  MicrowaveType - rtype
  SinkBasinType - rtype
  Pan_bar__plus_00_dot_23_bar__minus_01_dot_79_bar__minus_00_dot_71 - object
  Bowl_bar__minus_01_dot_26_bar__plus_01_dot_06_bar__plus_00_dot_36 - object
  Fork_bar__plus_00_dot_94_bar__plus_01_dot_65_bar__plus_00_dot_71 - object
  Apple_bar__minus_00_dot_77_bar__minus_02_dot_19_bar__plus_00_dot_59 - object
  Microwave_bar__plus_00_dot_07_bar__minus_00_dot_14_bar__plus_00_dot_65 - receptacle
  Fridge_bar__plus_02_dot_48_bar__minus_01_dot_70_bar__minus_01_dot_27 - receptacle
  CounterTop_bar__plus_01_dot_98_bar__minus_00_dot_36_bar__minus_00_dot_97 - receptacle
  Sink_bar__plus_01_dot_04_bar__plus_01_dot_35_bar__plus_02_dot_43_bar_SinkBasin - receptacle
  DiningTable_bar__plus_01_dot_48_bar__plus_00_dot_11_bar__minus_01_dot_74 - receptacle
  loc_bar_0_bar__minus_7_bar_1_bar_15 - location
  loc_bar_3_bar_5_bar_3_bar_0 - location
  loc_bar_4_bar_4_bar_0_bar_30 - location
  loc_bar__minus_1_bar_2_bar_1_bar_60 - location
  loc_bar__minus_1_bar_7_bar_1_bar_60 - location
  loc_bar__minus_2_bar_3_bar_1_bar_0 - location
)
(:init
  (= (total-cost) 0)
  (atLocation agent1 loc_bar__minus_2_bar_3_bar_1_bar_0)
  (canContain CounterTopType AppleType)
  (canContain CounterTopType BowlType)
  (canContain CounterTopType ForkType)
  (canContain CounterTopType PanType)
  (canContain DiningTableType AppleType)
  (canContain DiningTableType BowlType)
  (canContain DiningTableType ForkType)
  (canContain DiningTableType PanType)
  (canContain FridgeType AppleType)
  (canContain FridgeType BowlType)
  (canContain FridgeType PanType)
  (canContain MicrowaveType AppleType)
  (canContain MicrowaveType BowlType)
  (canContain SinkBasinType AppleType)
  (canContain SinkBasinType BowlType)
  (canContain SinkBasinType ForkType)
  (canContain SinkBasinType PanType)
  (receptacleType Microwave_bar__plus_00_dot_07_bar__minus_00_dot_14_bar__plus_00_dot_65 MicrowaveType)
  (receptacleAtLocation Microwave_bar__plus_00_dot_07_bar__minus_00_dot_14_bar__plus_00_dot_65 loc_bar_0_bar__minus_7_bar_1_bar_15)
  (openable Microwave_bar__plus_00_dot_07_bar__minus_00_dot_14_bar__plus_00_dot_65)
  (receptacleType Fridge_bar__plus_02_dot_48_bar__minus_01_dot_70_bar__minus_01_dot_27 FridgeType)
  (receptacleAtLocation Fridge_bar__plus_02_dot_48_bar__minus_01_dot_70_bar__minus_01_dot_27 loc_bar_3_bar_5_bar_3_bar_0)
  (openable Fridge_bar__plus_02_dot_48_bar__minus_01_dot_70_bar__minus_01_dot_27)
  (receptacleType CounterTop_bar__plus_01_dot_98_bar__minus_00_dot_36_bar__minus_00_dot_97 CounterTopType)
  (receptacleAtLocation CounterTop_bar__plus_01_dot_98_bar__minus_00_dot_36_bar__minus_00_dot_97 loc_bar_4_bar_4_bar_0_bar_30)
  (receptacleType Sink_bar__plus_01_dot_04_bar__plus_01_dot_35_bar__plus_02_dot_43_bar_SinkBasin SinkBasinType)
  (receptacleAtLocation Sink_bar__plus_01_dot_04_bar__plus_01_dot_35_bar__plus_02_dot_43_bar_SinkBasin loc_bar__minus_1_bar_2_bar_1_bar_60)
  (receptacleType DiningTable_bar__plus_01_dot_48_bar__plus_00_dot_11_bar__minus_01_dot_74 DiningTableType)
  (receptacleAtLocation DiningTable_bar__plus_01_dot_48_bar__plus_00_dot_11_bar__minus_01_dot_74 loc_bar__minus_1_bar_7_bar_1_bar_60)
  (objectType Pan_bar__plus_00_dot_23_bar__minus_01_dot_79_bar__minus_00_dot_71 PanType)
  (inReceptacle Pan_bar__plus_00_dot_23_bar__minus_01_dot_79_bar__minus_00_dot_71 Sink_bar__plus_01_dot_04_bar__plus_01_dot_35_bar__plus_02_dot_43_bar_SinkBasin)
  (objectAtLocation Pan_bar__plus_00_dot_23_bar__minus_01_dot_79_bar__minus_00_dot_71 loc_bar__minus_1_bar_2_bar_1_bar_60)
  (pickupable Pan_bar__plus_00_dot_23_bar__minus_01_dot_79_bar__minus_00_dot_71)
  (cleanable Pan_bar__plus_00_dot_23_bar__minus_01_dot_79_bar__minus_00_dot_71)
  (coolable Pan_bar__plus_00_dot_23_bar__minus_01_dot_79_bar__minus_00_dot_71)
  (objectType Bowl_bar__minus_01_dot_26_bar__plus_01_dot_06_bar__plus_00_dot_36 BowlType)
  (inReceptacle Bowl_bar__minus_01_dot_26_bar__plus_01_dot_06_bar__plus_00_dot_36 Microwave_bar__plus_00_dot_07_bar__minus_00_dot_14_bar__plus_00_dot_65)
  (objectAtLocation Bowl_bar__minus_01_dot_26_bar__plus_01_dot_06_bar__plus_00_dot_36 loc_bar_0_bar__minus_7_bar_1_bar_15)
  (pickupable Bowl_bar__minus_01_dot_26_bar__plus_01_dot_06_bar__plus_00_dot_36)
  (cleanable Bowl_bar__minus_01_dot_26_bar__plus_01_dot_06_bar__plus_00_dot_36)
  (coolable Bowl_bar__minus_01_dot_26_bar__plus_01_dot_06_bar__plus_00_dot_36)
  (objectType Fork_bar__plus_00_dot_94_bar__plus_01_dot_65_bar__plus_00_dot_71 ForkType)
  (inReceptacle Fork_bar__plus_00_dot_94_bar__plus_01_dot_65_bar__plus_00_dot_71 CounterTop_bar__plus_01_dot_98_bar__minus_00_dot_36_bar__minus_00_dot_97)
  (objectAtLocation Fork_bar__plus_00_dot_94_bar__plus_01_dot_65_bar__plus_00_dot_71 loc_bar_4_bar_4_bar_0_bar_30)
  (pickupable Fork_bar__plus_00_dot_94_bar__plus_01_dot_65_bar__plus_00_dot_71)
  (cleanable Fork_bar__plus_00_dot_94_bar__plus_01_dot_65_bar__plus_00_dot_71)
  (objectType Apple_bar__minus_00_dot_77_bar__minus_02_dot_19_bar__plus_00_dot_59 AppleType)
  (inReceptacle Apple_bar__minus_00_dot_77_bar__minus_02_dot_19_bar__plus_00_dot_59 CounterTop_bar__plus_01_dot_98_bar__minus_00_dot_36_bar__minus_00_dot_97)
  (objectAtLocation Apple_bar__minus_00_dot_77_bar__minus_02_dot_19_bar__plus_00_dot_59 loc_bar_4_bar_4_bar_0_bar_30)
  (pickupable Apple_bar__minus_00_dot_77_bar__minus_02_dot_19_bar__plus_00_dot_59)
  (cleanable Apple_bar__minus_00_dot_77_bar__minus_02_dot_19_bar__plus_00_dot_59)
  (heatable Apple_bar__minus_00_dot_77_bar__minus_02_dot_19_bar__plus_00_dot_59)
  (coolable Apple_bar__minus_00_dot_77_bar__minus_02_dot_19_bar__plus_00_dot_59)
  (sliceable Apple_bar__minus_00_dot_77_bar__minus_02_dot_19_bar__plus_00_dot_59)
)
(:goal
    (and
        (exists (?r - receptacle)
            (exists (?o - object)
                (and
                    (inReceptacle ?o ?r)
                    (objectType ?o PanType)
                    (receptacleType ?r CounterTopType)
                )
            )
        )
    )
)
)
